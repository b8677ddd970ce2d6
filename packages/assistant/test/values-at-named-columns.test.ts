/**
 * Found on `farepay`: "client names at Ngara stage", with no dictionary (filter-fields runs without one), filtered
 * an id column by "Ngara": "at" was not read as introducing a value named by the column after it, as "the"/"from"
 * are ("from the Google Ads platform"). Now "at V column" filters that column by V. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";

const buses: Catalogue = {
  cubes: [
    {
      name: "drivers",
      measures: [m("drivers.count", "count")],
      dimensions: [
        m("drivers.appid", "string"),
        m("drivers.full_name", "string"),
        m("drivers.depot", "string"),
        m("drivers.pay_grade", "string"),
      ],
    },
  ],
};

const shops: Catalogue = {
  cubes: [
    {
      name: "sales",
      measures: [m("sales.count", "count"), m("sales.revenue", "sum")],
      dimensions: [
        m("sales.storeid", "string"),
        m("sales.branch", "string"),
        m("sales.payment_method", "string"),
        m("sales.sold_at", "time"),
      ],
    },
  ],
};

describe.each([
  { name: "buses", catalogue: buses, question: "how many drivers at Senior pay grade", field: "drivers.pay_grade" },
  { name: "shops", catalogue: shops, question: "revenue at Harbourside branch by month", field: "sales.branch" },
])("a value named by the column after 'at' ($name: $question)", (c) => {
  const engine = createEngine(c.catalogue);
  it("is a filter on that column", () => {
    expect(engine.filterFields(c.question).map((field) => field.name)).toEqual([c.field]);
  });
});
