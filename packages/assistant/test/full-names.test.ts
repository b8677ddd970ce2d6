/**
 * A person's full name typed without a dictionary ("for Priya Shah", "by Dawn Roth"): two or three capitalised
 * words ending in a surname are a person, so filter-fields names the person column of the cube in use, not its
 * first state or category column. Found on `jobs`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";

const workshop: Catalogue = {
  cubes: [
    {
      name: "Repairs",
      measures: [m("Repairs.count", "count"), m("Repairs.labourHours", "sum")],
      dimensions: [
        m("Repairs.repairState", "string"),
        m("Repairs.bayCategory", "string"),
        m("Repairs.mechanicName", "string"),
        m("Repairs.openedAt", "time"),
      ],
    },
  ],
};

const tutoring: Catalogue = {
  cubes: [
    {
      name: "lessons",
      measures: [m("lessons.count", "count"), m("lessons.total_fee", "sum")],
      dimensions: [
        m("lessons.lesson_status", "string"),
        m("lessons.subject_type", "string"),
        m("lessons.tutor_name", "string"),
        m("lessons.held_on", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "workshop",
    catalogue: workshop,
    measure: "labour hours",
    person: "Repairs.mechanicName",
    place: "Repairs.bayCategory",
  },
  {
    name: "tutoring",
    catalogue: tutoring,
    measure: "total fee",
    person: "lessons.tutor_name",
    place: "lessons.subject_type",
  },
])("full names without a dictionary ($name)", ({ catalogue, measure, person }) => {
  const engine = createEngine(catalogue);
  const fields = (question: string) => engine.filterFields(question).map((field) => field.name);

  it("a given name and a surname WordNet does not know", () => {
    expect(fields(`${measure} for Priya Nguyen in 2024`)).toEqual([person]);
  });

  it("a given name that is an ordinary word, then a surname", () => {
    expect(fields(`${measure} by Dawn Roth this quarter`)).toEqual([person]);
    expect(fields(`${measure} for Tom Okafor and Dawn Roth`)).toEqual([person]);
  });

  it("capitalised ordinary words are not a person", () => {
    expect(fields(`${measure} for Night Mapping`)).not.toEqual([person]);
  });

  it("after a place preposition the words are a place, not a person", () => {
    expect(fields(`${measure} in Los Angeles`)).not.toEqual([person]);
  });
});

/** The cubes in use hold no person: the name column of the catalogue's one cube of people. */
const clinic: Catalogue = {
  cubes: [
    {
      name: "Visits",
      measures: [m("Visits.count", "count"), m("Visits.billedMinutes", "sum")],
      dimensions: [m("Visits.visitedAt", "time")],
    },
    { name: "Wards", measures: [], dimensions: [m("Wards.wardCategory", "string")] },
    { name: "Nurses", measures: [], dimensions: [m("Nurses.name", "string"), m("Nurses.grade", "string")] },
  ],
};

const freight: Catalogue = {
  cubes: [
    {
      name: "trips",
      measures: [m("trips.count", "count"), m("trips.total_distance", "sum")],
      dimensions: [m("trips.started_at", "time")],
    },
    { name: "cargo_types", measures: [], dimensions: [m("cargo_types.category_name", "string")] },
    { name: "drivers", measures: [], dimensions: [m("drivers.driver_name", "string"), m("drivers.licence", "string")] },
  ],
};

describe.each([
  { name: "clinic", catalogue: clinic, measure: "billed minutes", person: "Nurses.name" },
  { name: "freight", catalogue: freight, measure: "total distance", person: "drivers.driver_name" },
])("full names of people in another cube ($name)", ({ catalogue, measure, person }) => {
  const engine = createEngine(catalogue);
  const fields = (question: string) => engine.filterFields(question).map((field) => field.name);

  it("names the people cube's name column, not a category of another cube", () => {
    expect(fields(`${measure} by Priya Nguyen last month`)).toEqual([person]);
  });
});
