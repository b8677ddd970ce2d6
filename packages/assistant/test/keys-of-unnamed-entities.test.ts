/**
 * Found on `eldercare`: "top 10 patients by alerts", the patients having no name or key column (their label fell
 * back to `location`), is a ranking by the alerts' own `patient_id`, not by the patients' location. Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const vet: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [m("visits.pet_id", "string"), m("visits.reason", "string"), m("visits.visited_at", "time")],
    },
    {
      name: "pets",
      measures: [m("pets.count", "count")],
      dimensions: [m("pets.species", "string"), m("pets.is_neutered", "boolean")],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.customer_id", "string"), m("tickets.status", "string")],
    },
    {
      name: "customers",
      measures: [m("customers.count", "count")],
      dimensions: [m("customers.region", "string"), m("customers.segment", "string")],
    },
  ],
};

describe.each([
  {
    name: "vet",
    catalogue: vet,
    question: "top 5 pets by visits",
    want: {
      measures: ["visits.count"],
      dimensions: ["visits.pet_id"],
      order: [["visits.count", "desc"]],
      limit: 5,
    },
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "top 3 customers by tickets",
    want: {
      measures: ["tickets.count"],
      dimensions: ["tickets.customer_id"],
      order: [["tickets.count", "desc"]],
      limit: 3,
    },
  },
])("an entity with no name or key column of its own ($name: $question)", (c) => {
  it("is ranked by the measured rows' key named for it", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
