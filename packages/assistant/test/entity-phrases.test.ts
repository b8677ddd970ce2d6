/**
 * How an entity's own words shape an answer (ANSWERS.md rules 2, 5, 7 and 8), from the food-delivery first contact:
 * a count the cube names after the noun is the count asked for; a measure about each entity groups by its name;
 * text about an entity is about its name; "first N" rows of a column are a listing.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker, hospital, library } from "./own-catalogues.js";

const stores: Catalogue = {
  cubes: [
    {
      name: "stores",
      measures: [m("stores.count", "count"), m("stores.sales_count", "count")],
      dimensions: [m("stores.name", "string"), m("stores.city", "string")],
    },
  ],
};
const drivers: Catalogue = {
  cubes: [
    {
      name: "drivers",
      measures: [m("drivers.count", "count"), m("drivers.trip_count", "sum")],
      dimensions: [m("drivers.name", "string"), m("drivers.depot", "string")],
    },
  ],
};

describe("a count named after the noun", () => {
  it("is the count asked for, alone (hospital, library)", () => {
    expect(asker(hospital)("how many lab orders were open")).toEqual({ measures: ["lab_orders.open_lo_count"] });
    expect(asker(library)("how many book copies were damaged")).toEqual({
      measures: ["book_copies.damaged_bc_count"],
    });
  });
});

describe("a measure about each entity", () => {
  it("groups by the entity's name, also when the measure is of its own cube (stores, drivers)", () => {
    expect(asker(stores)("stores with a sales count of at least 100")).toEqual({
      measures: ["stores.sales_count"],
      dimensions: ["stores.name"],
      filters: [{ member: "stores.sales_count", operator: "gte", values: ["100"] }],
    });
    expect(asker(drivers)("drivers with a trip count above 50")).toEqual({
      measures: ["drivers.trip_count"],
      dimensions: ["drivers.name"],
      filters: [{ member: "drivers.trip_count", operator: "gt", values: ["50"] }],
    });
  });
});

describe("text about an entity", () => {
  it("is about its name column (library, hospital)", () => {
    expect(asker(library)("list authors containing 'son'")).toEqual({
      dimensions: ["authors.name"],
      filters: [{ member: "authors.name", operator: "contains", values: ["son"] }],
    });
    expect(asker(hospital)("list doctors containing 'Lee'")).toEqual({
      dimensions: ["doctors.name"],
      filters: [{ member: "doctors.name", operator: "contains", values: ["Lee"] }],
    });
  });
});

describe("the first N rows", () => {
  it("of a column are a listing with that limit (library, hospital)", () => {
    expect(asker(library)("first 20 book titles")).toEqual({ dimensions: ["book_copies.book_title"], limit: 20 });
    expect(asker(hospital)("first 5 test names for lab orders")).toEqual({
      dimensions: ["lab_orders.test_name"],
      limit: 5,
    });
  });
});
