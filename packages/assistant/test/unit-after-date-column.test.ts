/**
 * Found on `quizgame` ("number of users by birth year" grouped by day of `birthDate`), on two catalogues of our own:
 * a time unit right after a date column's own words, opened by "by" or "per", is the unit it is grouped by.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const signups: Catalogue = {
  cubes: [
    {
      name: "Customers",
      measures: [m("Customers.count", "count")],
      dimensions: [m("Customers.country", "string"), m("Customers.signupDate", "time")],
    },
  ],
};

const staff: Catalogue = {
  cubes: [
    {
      name: "Employees",
      measures: [m("Employees.count", "count")],
      dimensions: [m("Employees.team", "string"), m("Employees.hireDate", "time"), m("Employees.leftAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "signups",
    catalogue: signups,
    question: "customers by signup month",
    want: {
      measures: ["Customers.count"],
      timeDimensions: [{ dimension: "Customers.signupDate", granularity: "month" }],
    },
  },
  {
    name: "staff",
    catalogue: staff,
    question: "employees per hire year",
    want: { measures: ["Employees.count"], timeDimensions: [{ dimension: "Employees.hireDate", granularity: "year" }] },
  },
])("a unit after a date column's words ($name)", (c) => {
  it("groups that column by the unit", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
