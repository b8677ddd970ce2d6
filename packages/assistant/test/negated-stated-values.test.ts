/**
 * "dealers by class where class is not Franchise": "where D is not V" states D's value as surely as "where D is
 * V", negated, with no dictionary; the value is not left to a guess at another column. Found on `automotive`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const kennel: Catalogue = {
  cubes: [
    {
      name: "dogs",
      measures: [m("dogs.count", "count")],
      dimensions: [m("dogs.group", "string"), m("dogs.breed", "string"), m("dogs.kennel", "string")],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "vans",
      measures: [m("vans.count", "count"), m("vans.total_mileage", "sum")],
      dimensions: [m("vans.category", "string"), m("vans.depot", "string"), m("vans.fuel", "string")],
    },
  ],
};

describe.each([
  {
    name: "kennel",
    catalogue: kennel,
    question: "dogs by kennel where breed is not Poodle",
    want: {
      measures: ["dogs.count"],
      dimensions: ["dogs.kennel"],
      filters: [{ member: "dogs.breed", operator: "notEquals", values: ["Poodle"] }],
    },
  },
  {
    name: "fleet",
    catalogue: fleet,
    question: "total mileage by depot where fuel is not Diesel",
    want: {
      measures: ["vans.total_mileage"],
      dimensions: ["vans.depot"],
      filters: [{ member: "vans.fuel", operator: "notEquals", values: ["Diesel"] }],
    },
  },
])("negated stated values ($name)", ({ catalogue, question, want }) => {
  it("filters the stated column with notEquals", () => {
    expect(asker(catalogue)(question)).toEqual(want);
  });
});
