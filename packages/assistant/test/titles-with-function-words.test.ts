/**
 * "explicit shadow IT app instances" for a measure titled "Explicit Shadow IT App Instances": a function word inside
 * a member's own title ("IT", "of") scores nothing of its own, so the whole title still names the member, and a
 * note's shorter phrase inside it ("app instances means ...count") does not take its tail. Found on `fraud`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const apps: Catalogue = {
  cubes: [
    {
      name: "AppInstances",
      measures: [
        m("AppInstances.count", "count"),
        m("AppInstances.unmanagedItCount", "count", "Unmanaged IT App Instances"),
        m("AppInstances.retiredCount", "count", "Retired App Instances"),
      ],
      dimensions: [m("AppInstances.category", "string"), m("AppInstances.foundAt", "time")],
    },
  ],
  notes: ["app instances means AppInstances.count"],
};

const stores: Catalogue = {
  cubes: [
    {
      name: "StockDays",
      measures: [
        m("StockDays.count", "count"),
        m("StockDays.daysOutOfStock", "sum", "Days Out Of Stock"),
        m("StockDays.daysInStock", "sum", "Days In Stock"),
      ],
      dimensions: [m("StockDays.store", "string"), m("StockDays.day", "time")],
    },
  ],
  notes: ["stock means StockDays.daysInStock"],
};

describe.each([
  {
    name: "apps",
    catalogue: apps,
    question: "unmanaged IT app instances by category",
    query: { measures: ["AppInstances.unmanagedItCount"], dimensions: ["AppInstances.category"] },
  },
  {
    name: "stores",
    catalogue: stores,
    question: "days out of stock by store",
    query: { measures: ["StockDays.daysOutOfStock"], dimensions: ["StockDays.store"] },
  },
])("titles with function words inside ($name)", ({ catalogue, question, query }) => {
  it("reads the whole title as its member", () => {
    expect(asker(catalogue)(question)).toEqual(query);
  });
});
