/**
 * Found on `workspace`: "list real names and titles of admin users" listed the users' `name`, because "titles of
 * X" was read as X's name column, though users have a `title` column of their own. A label word ("title",
 * "description") that names a column of the entity after "of" whole is that column. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const staff: Catalogue = {
  cubes: [
    {
      name: "Agents",
      measures: [m("Agents.count", "count")],
      dimensions: [
        m("Agents.name", "string"),
        m("Agents.title", "string"),
        m("Agents.email", "string"),
        m("Agents.is_senior", "boolean"),
      ],
    },
  ],
};

const portfolio: Catalogue = {
  cubes: [
    {
      name: "Projects",
      measures: [m("Projects.count", "count")],
      dimensions: [
        m("Projects.name", "string"),
        m("Projects.description", "string"),
        m("Projects.owner", "string"),
        m("Projects.is_archived", "boolean"),
      ],
    },
  ],
};

describe.each([
  {
    name: "staff",
    catalogue: staff,
    question: "list emails and titles of senior agents",
    want: {
      dimensions: ["Agents.email", "Agents.title"],
      filters: [{ member: "Agents.is_senior", operator: "equals", values: ["true"] }],
    },
  },
  {
    name: "portfolio",
    catalogue: portfolio,
    question: "owners and descriptions of archived projects",
    want: {
      dimensions: ["Projects.owner", "Projects.description"],
      filters: [{ member: "Projects.is_archived", operator: "equals", values: ["true"] }],
    },
  },
])("a label word naming the entity's own column ($name: $question)", (c) => {
  it("is that column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a name word still reads the entity's name", () =>
  expect(asker(staff)("names of senior agents")).toEqual({
    dimensions: ["Agents.name"],
    filters: [{ member: "Agents.is_senior", operator: "equals", values: ["true"] }],
  }));
