/**
 * "list users' first name, last name and email": a word typed with a possessive apostrophe owns the columns after
 * it; it is not the entity the phrase is about, so the column it opens is listed like the others. Found on
 * `emissions` (em13), where "users first name" read the users and dropped their first name. Two catalogues of
 * our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "customers",
      measures: [m("customers.count", "count")],
      dimensions: [
        m("customers.firstName", "string"),
        m("customers.lastName", "string"),
        m("customers.city", "string"),
      ],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "drivers",
      measures: [m("drivers.count", "count")],
      dimensions: [m("drivers.licenseNumber", "string"), m("drivers.phone", "string"), m("drivers.depot", "string")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    questions: ["list customers' first name, last name and city", "list customer's first name, last name and city"],
    listed: ["customers.firstName", "customers.lastName", "customers.city"],
  },
  {
    name: "fleet",
    catalogue: fleet,
    questions: ["show drivers' license number and phone", "show the driver's license number and phone"],
    listed: ["drivers.licenseNumber", "drivers.phone"],
  },
])("a possessive before a listed column ($name)", ({ catalogue, questions, listed }) => {
  const engine = createEngine(catalogue);
  it.each(questions)("%s lists the owned column too", (question) => {
    const answer = engine.answer({ question, now: NOW });
    expect(answer.query).toEqual({ dimensions: listed });
    expect(answer.confidence).toBeGreaterThanOrEqual(0.8);
  });
});
