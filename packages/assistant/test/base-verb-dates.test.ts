/**
 * Found on `workorders`: "how many schedules end before 2025?" filtered the first date column, `startdate`: a verb
 * before a period named its date only when inflected ("shipped in May"), and "end" read `endtype` and `enddate`
 * equally. A verb in its base form ("leases end", "trials start") right before a period names the date column it
 * spells when that column reads the phrase as well as anything else. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const leases: Catalogue = {
  cubes: [
    {
      name: "leases",
      measures: [m("leases.count", "count"), m("leases.monthly_rent", "sum")],
      dimensions: [
        m("leases.unit", "string"),
        m("leases.endtype", "string"),
        m("leases.startdate", "time"),
        m("leases.enddate", "time"),
      ],
    },
  ],
};

const trials: Catalogue = {
  cubes: [
    {
      name: "trials",
      measures: [m("trials.count", "count")],
      dimensions: [
        m("trials.closedate", "time"),
        m("trials.startsite", "string"),
        m("trials.startdate", "time"),
        m("trials.sponsor", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "leases",
    catalogue: leases,
    question: "how many leases end before 2026?",
    want: {
      measures: ["leases.count"],
      filters: [{ member: "leases.enddate", operator: "beforeDate", values: ["2026-01-01"] }],
    },
  },
  {
    name: "trials",
    catalogue: trials,
    question: "how many trials start after 2023",
    want: {
      measures: ["trials.count"],
      filters: [{ member: "trials.startdate", operator: "afterDate", values: ["2023-12-31"] }],
    },
  },
])("a base-form verb before a period ($name: $question)", (c) => {
  it("names its date column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("without a period the word reads the text column", () =>
  expect(asker(leases)("leases by end type")).toEqual({
    measures: ["leases.count"],
    dimensions: ["leases.endtype"],
  }));
