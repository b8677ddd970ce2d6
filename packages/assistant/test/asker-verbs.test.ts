/**
 * Found on `fundraising` ("how many donations have we received?" filtered grants whose status is "received") and
 * `legal` ("how many firms do we work with?" grouped by a `workrelated...` column). The word after the asker ("we",
 * "you") is the asker's verb: a participle there is what the asker did, not a state of the rows, and the verb names a
 * column only if it names it whole ("did we spend" still names spend). A state of rows the question names ("how many
 * grants have we received", "grants were received") is still a value. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const charity: Catalogue = {
  cubes: [
    {
      name: "gifts",
      measures: [m("gifts.count", "count"), m("gifts.total", "sum")],
      dimensions: [m("gifts.method", "string"), m("gifts.given_at", "time")],
    },
    {
      name: "grants",
      measures: [m("grants.count", "count")],
      dimensions: [m("grants.status", "string"), m("grants.funder", "string")],
    },
  ],
  values: { "grants.status": ["applied", "received", "declined"] },
};

const purchasing: Catalogue = {
  cubes: [
    {
      name: "vendors",
      measures: [m("vendors.count", "count")],
      dimensions: [m("vendors.name", "string"), m("vendors.work_category_code", "string"), m("vendors.city", "string")],
    },
    {
      name: "invoices",
      measures: [m("invoices.count", "count"), m("invoices.amount", "sum")],
      dimensions: [m("invoices.status", "string")],
    },
  ],
};

describe.each([
  {
    name: "charity",
    catalogue: charity,
    question: "how many gifts have we received?",
    want: { measures: ["gifts.count"] },
  },
  {
    name: "charity, the rows it describes named",
    catalogue: charity,
    question: "how many grants have we received?",
    want: {
      measures: ["grants.count"],
      filters: [{ member: "grants.status", operator: "equals", values: ["received"] }],
    },
  },
  {
    name: "charity, a state of the rows",
    catalogue: charity,
    question: "how many grants were received",
    want: {
      measures: ["grants.count"],
      filters: [{ member: "grants.status", operator: "equals", values: ["received"] }],
    },
  },
  {
    name: "purchasing",
    catalogue: purchasing,
    question: "vendors we work with by city",
    want: { measures: ["vendors.count"], dimensions: ["vendors.city"] },
  },
])("the verb after 'we' ($name: $question)", (c) => {
  it("is the asker's, not a value or a column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
