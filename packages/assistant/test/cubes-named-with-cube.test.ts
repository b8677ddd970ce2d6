/**
 * Found on `regtech`: "how many tasks" on a `TasksCube` with a `tasks` column (titled "Task") grouped by that column,
 * because "Cube" counted as a word of the entity's name and "tasks" covered only half of it. Models often put Cube's
 * own word after the entity; like `_fact` or `_dim` it says how the table is built, not what its rows are. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const projects: Catalogue = {
  cubes: [
    {
      name: "TicketsCube",
      measures: [m("TicketsCube.count", "count")],
      dimensions: [
        m("TicketsCube.tickets", "string", "Ticket"),
        m("TicketsCube.owner", "string", "Owner"),
        m("TicketsCube.dueDate", "string"),
      ],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "TrucksCube",
      measures: [m("TrucksCube.count", "count")],
      dimensions: [m("TrucksCube.trucks", "string", "Truck"), m("TrucksCube.depot", "string")],
    },
  ],
};

describe.each([
  { name: "projects", catalogue: projects, question: "how many tickets", want: { measures: ["TicketsCube.count"] } },
  {
    name: "projects, grouped",
    catalogue: projects,
    question: "number of tickets by owner",
    want: { measures: ["TicketsCube.count"], dimensions: ["TicketsCube.owner"] },
  },
  {
    name: "fleet",
    catalogue: fleet,
    question: "how many trucks does each depot have",
    want: { measures: ["TrucksCube.count"], dimensions: ["TrucksCube.depot"] },
  },
])("a cube named with Cube's word ($name: $question)", (c) => {
  it("is named by its entity alone", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
