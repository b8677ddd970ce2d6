/**
 * Found on `testruns` ("pass rate for Feature-2" with a `Tbfeature` cube, "total TCs for Testplan-2"), on two
 * catalogues of our own: without a dictionary, a cube's name with a number is one of that cube's rows, so the
 * filter field is the cube's name column, not a status or name column of the cube being measured.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";

const tracker: Catalogue = {
  cubes: [
    {
      name: "Sprints",
      measures: [m("Sprints.count", "count")],
      dimensions: [m("Sprints.name", "string"), m("Sprints.state", "string")],
    },
    {
      name: "Issues",
      measures: [m("Issues.count", "count"), m("Issues.storyPoints", "sum")],
      dimensions: [m("Issues.title", "string"), m("Issues.status", "string")],
    },
  ],
};

const campus: Catalogue = {
  cubes: [
    {
      name: "Buildings",
      measures: [m("Buildings.count", "count")],
      dimensions: [m("Buildings.buildingName", "string"), m("Buildings.city", "string")],
    },
    {
      name: "RoomBookings",
      measures: [m("RoomBookings.count", "count"), m("RoomBookings.hours", "sum")],
      dimensions: [m("RoomBookings.purpose", "string"), m("RoomBookings.status", "string")],
    },
  ],
};

describe.each([
  { name: "tracker", catalogue: tracker, question: "story points for Sprint-12", want: ["Sprints.name"] },
  { name: "campus", catalogue: campus, question: "room booking hours in Building-3", want: ["Buildings.buildingName"] },
])("a cube's name with a number ($name)", (c) => {
  it("filters on that cube's name column", () =>
    expect(
      createEngine(c.catalogue)
        .filterFields(c.question)
        .map((field) => field.name),
    ).toEqual(c.want));
});
