/**
 * Found on `attacksurface` ("misconfigurations where severity is high or critical" kept "high" and left "critical"):
 * after "where D is V", values joined by "or", "and" or a comma are more values of D; a clause about another column
 * is not. Found also with the abbreviation "env" for environment in the same model. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const security: Catalogue = {
  cubes: [
    {
      name: "alerts",
      measures: [m("alerts.count", "count")],
      dimensions: [m("alerts.severity", "string"), m("alerts.category", "string"), m("alerts.env", "string", "Env")],
    },
  ],
};

const tickets: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.priority", "string"), m("tickets.queue", "string")],
    },
  ],
};

describe.each([
  {
    catalogue: security,
    question: "alerts where severity is high or critical, by category",
    want: {
      measures: ["alerts.count"],
      dimensions: ["alerts.category"],
      filters: [{ member: "alerts.severity", operator: "equals", values: ["high", "critical"] }],
    },
  },
  {
    catalogue: security,
    question: "alerts per environment",
    want: { measures: ["alerts.count"], dimensions: ["alerts.env"] },
  },
  {
    catalogue: tickets,
    question: "tickets where priority is low and queue is billing",
    want: {
      measures: ["tickets.count"],
      filters: [
        { member: "tickets.priority", operator: "equals", values: ["low"] },
        { member: "tickets.queue", operator: "equals", values: ["billing"] },
      ],
    },
  },
  {
    catalogue: tickets,
    question: "tickets where priority is low, medium or urgent",
    want: {
      measures: ["tickets.count"],
      filters: [{ member: "tickets.priority", operator: "equals", values: ["low", "medium", "urgent"] }],
    },
  },
])("values after where D is ($question)", (c) => {
  it("are read as D's", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
