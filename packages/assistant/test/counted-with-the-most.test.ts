/**
 * Found on `biostudies` ("the 3 device names with the lowest total duration" lost its limit), on two catalogues of
 * our own: a number before what is ranked "with the highest/lowest M" is how many rows are asked for.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "Sales",
      measures: [m("Sales.count", "count"), m("Sales.revenue", "sum")],
      dimensions: [m("Sales.storeName", "string"), m("Sales.soldAt", "time")],
    },
  ],
};

const gym: Catalogue = {
  cubes: [
    {
      name: "Workouts",
      measures: [m("Workouts.count", "count"), m("Workouts.minutes", "sum")],
      dimensions: [m("Workouts.coachName", "string"), m("Workouts.startedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "the 5 store names with the highest revenue",
    want: {
      measures: ["Sales.revenue"],
      dimensions: ["Sales.storeName"],
      order: [["Sales.revenue", "desc"]],
      limit: 5,
    },
  },
  {
    name: "gym",
    catalogue: gym,
    question: "3 coach names with the lowest minutes",
    want: {
      measures: ["Workouts.minutes"],
      dimensions: ["Workouts.coachName"],
      order: [["Workouts.minutes", "asc"]],
      limit: 3,
    },
  },
])("a number before what is ranked ($name)", (c) => {
  it("limits the ranking to that many", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
