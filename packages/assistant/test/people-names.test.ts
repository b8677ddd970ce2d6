/**
 * A cube of people is named by its people's names: "by user" groups by `fullName`, not by a `title` column (a job
 * title) or a `description`. Found on `courses`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const training: Catalogue = {
  cubes: [
    {
      name: "Attempts",
      measures: [m("Attempts.count", "count")],
      dimensions: [m("Attempts.userId", "string"), m("Attempts.createdAt", "time")],
    },
    {
      name: "User",
      measures: [],
      dimensions: [m("User.title", "string"), m("User.description", "string"), m("User.fullName", "string")],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.employee_id", "string"), m("tickets.opened_at", "time")],
    },
    {
      name: "employees",
      measures: [m("employees.count", "count")],
      dimensions: [m("employees.title", "string"), m("employees.display_name", "string")],
    },
  ],
};

describe.each([
  {
    name: "training",
    catalogue: training,
    question: "attempts by user",
    measure: "Attempts.count",
    column: "User.fullName",
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "tickets by employee",
    measure: "tickets.count",
    column: "employees.display_name",
  },
])("people named by their names ($name)", ({ catalogue, question, measure, column }) => {
  const ask = asker(catalogue);

  it("groups by the person's name column", () => {
    expect(ask(question)).toEqual({ measures: [measure], dimensions: [column] });
  });
});
