/**
 * Rows picked by text are asked for themselves (ANSWERS.md rule 2): "clinics whose name contains north" lists the
 * clinics' names, and "screening notes containing fasting" lists the notes; an -ing noun before a column
 * ("screening notes") is not the plural of the entity. Counted when a count is asked for, or for a population
 * ("visits for clinics containing …"), and when the text is in another column than the entity's name ("clinics
 * with 'north' in the city" are counted: a list of them would show nothing that names them). Found on
 * `community`, `bookings` and `email`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const clinics: Catalogue = {
  cubes: [
    {
      name: "Screenings",
      measures: [m("Screenings.count", "count")],
      dimensions: [m("Screenings.notes", "string"), m("Screenings.result", "string")],
    },
    {
      name: "Clinics",
      measures: [m("Clinics.count", "count")],
      dimensions: [m("Clinics.name", "string"), m("Clinics.city", "string")],
    },
  ],
};

const property: Catalogue = {
  cubes: [
    {
      name: "Listings",
      measures: [m("Listings.count", "count")],
      dimensions: [m("Listings.description", "string"), m("Listings.status", "string")],
    },
    {
      name: "Agents",
      measures: [m("Agents.count", "count")],
      dimensions: [m("Agents.name", "string"), m("Agents.office", "string")],
    },
  ],
};

describe.each([
  {
    name: "clinics",
    catalogue: clinics,
    column: ["show screening notes containing 'fasting'", "Screenings.notes", "contains", "fasting"],
    entity: ["clinics whose name contains 'north'", "Clinics.name", "contains", "north"],
    counted: "how many clinics have a name containing 'north'",
    count: "Clinics.count",
    other: ["clinics with 'north' in the city", "Clinics.city", "contains", "north"],
  },
  {
    name: "property",
    catalogue: property,
    column: ["show listing descriptions containing 'garden'", "Listings.description", "contains", "garden"],
    entity: ["agents whose name starts with 'Mc'", "Agents.name", "startsWith", "Mc"],
    counted: "number of agents whose name starts with 'Mc'",
    count: "Agents.count",
    other: ["agents with 'west' in the office", "Agents.office", "contains", "west"],
  },
])("rows picked by text ($name)", ({ catalogue, column, entity, counted, count, other }) => {
  const ask = asker(catalogue);
  const listing = ([, member, operator, value]: string[]) => ({
    dimensions: [member],
    filters: [{ member, operator, values: [value] }],
  });

  it("lists a column named before its text condition", () => {
    expect(ask(column[0]!)).toEqual(listing(column));
  });

  it("lists the names of an entity a clause picks by text", () => {
    expect(ask(entity[0]!)).toEqual(listing(entity));
  });

  it("still counts when a count is asked for", () => {
    const [, member, operator, value] = entity;
    expect(ask(counted)).toEqual({ measures: [count], filters: [{ member, operator, values: [value] }] });
  });

  it("counts rows picked by text in another column than their name", () => {
    const [question, member, operator, value] = other;
    expect(ask(question!)).toEqual({ measures: [count], filters: [{ member, operator, values: [value] }] });
  });
});
