/**
 * "cases by created date" with `createdat` in the cases cube and `datecreated` in another: a date column is a
 * "date" whether or not its name says so, so both read the phrase as well and the cube in use decides; the other
 * cube's column won by spelling "date". Found on `legal`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const clinic: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [m("visits.reason", "string"), m("visits.createdat", "time")],
    },
    {
      name: "doctors",
      measures: [m("doctors.count", "count")],
      dimensions: [m("doctors.name", "string"), m("doctors.datecreated", "time")],
    },
  ],
};

const depot: Catalogue = {
  cubes: [
    {
      name: "Repairs",
      measures: [m("Repairs.count", "count")],
      dimensions: [m("Repairs.part", "string"), m("Repairs.closedOn", "time")],
    },
    {
      name: "Vendors",
      measures: [m("Vendors.count", "count")],
      dimensions: [m("Vendors.name", "string"), m("Vendors.closedDate", "time")],
    },
  ],
};

describe.each([
  {
    name: "clinic",
    catalogue: clinic,
    question: "visits by created date",
    count: "visits.count",
    date: "visits.createdat",
  },
  {
    name: "depot",
    catalogue: depot,
    question: "repairs by closed date",
    count: "Repairs.count",
    date: "Repairs.closedOn",
  },
])('a date named with "date" that its name lacks ($name)', ({ catalogue, question, count, date }) => {
  it("is the date of the cube in use", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [count],
      timeDimensions: [{ dimension: date, granularity: "day" }],
    });
  });
});
