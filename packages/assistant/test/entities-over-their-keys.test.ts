/**
 * "heating co2e by working group" with a `working_group_id` key in the cube in use and an `EmissionsWorkinggroup`
 * cube: the phrase fits the key and the entity equally, and grouping by an entity is by its name, not by the keys
 * that point at it. Found on `emissions`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const fleet: Catalogue = {
  cubes: [
    {
      name: "FleetTrips",
      measures: [m("FleetTrips.count", "count"), m("FleetTrips.total_fuel", "sum")],
      dimensions: [m("FleetTrips.depot_id", "string"), m("FleetTrips.started_at", "time")],
      joins: [{ name: "FleetDepots", relationship: "belongsTo" }],
    },
    {
      name: "FleetDepots",
      measures: [m("FleetDepots.count", "count")],
      dimensions: [m("FleetDepots.name", "string"), m("FleetDepots.city", "string")],
    },
  ],
};

const school: Catalogue = {
  cubes: [
    {
      name: "SchoolExams",
      measures: [m("SchoolExams.count", "count"), m("SchoolExams.avgScore", "avg")],
      dimensions: [m("SchoolExams.classroomId", "string"), m("SchoolExams.sittingDate", "time")],
      joins: [{ name: "SchoolClassrooms", relationship: "belongsTo" }],
    },
    {
      name: "SchoolClassrooms",
      measures: [m("SchoolClassrooms.count", "count")],
      dimensions: [m("SchoolClassrooms.title", "string"), m("SchoolClassrooms.floor", "string")],
    },
  ],
};

describe.each([
  {
    name: "fleet",
    catalogue: fleet,
    question: "total fuel by depot",
    measure: "FleetTrips.total_fuel",
    by: "FleetDepots.name",
  },
  {
    name: "school",
    catalogue: school,
    question: "avg score by classroom",
    measure: "SchoolExams.avgScore",
    by: "SchoolClassrooms.title",
  },
])("a grouping that reads an entity and a key pointing at it ($name)", ({ catalogue, question, measure, by }) => {
  it("groups by the entity's name", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [measure], dimensions: [by] });
  });
});
