/**
 * Found on `userdirectory` ("users by department" read the count measure `byDepartment` instead of grouping by
 * `department`, nine times, mostly at 0.95): "by" is rule 3's grouping word and opens no measure's name, though a
 * model names a count after the breakdown it was meant for. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const directory: Catalogue = {
  cubes: [
    {
      name: "Users",
      measures: [m("Users.count", "count"), m("Users.byStatus", "count"), m("Users.byDepartment", "count")],
      dimensions: [m("Users.status", "string"), m("Users.department", "string"), m("Users.createdAt", "time")],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "vehicles",
      measures: [m("vehicles.count", "count"), m("vehicles.byDepot", "count"), m("vehicles.byFuelType", "count")],
      dimensions: [m("vehicles.depot", "string"), m("vehicles.fuelType", "string")],
    },
  ],
};

describe.each([
  {
    catalogue: directory,
    question: "users by department",
    want: { measures: ["Users.count"], dimensions: ["Users.department"] },
  },
  {
    catalogue: directory,
    question: "share of users by status",
    want: { measures: ["Users.count"], dimensions: ["Users.status"] },
  },
  {
    catalogue: fleet,
    question: "vehicles by depot",
    want: { measures: ["vehicles.count"], dimensions: ["vehicles.depot"] },
  },
])("a count named by its breakdown ($question)", (c) => {
  it("gives way to the grouping", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
