/**
 * Found on `talentmarket`: `minMinAmount`, `minMaxAmount`, `maxMinAmount` and `maxMaxAmount` all read "min min
 * amount" equally, because every aggregation word of a measure's name was set aside; after the measure's own
 * aggregation, a minimum or maximum names the column it is taken over, and the name said word for word, in its order,
 * comes first ("max min amount" is `maxMinAmount`). And "where type is freelance-gigs", "where experience is
 * potential-to-develop" lost their hyphens or were cut at "to": a value typed with hyphens keeps them, function words
 * included. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const jobs: Catalogue = {
  cubes: [
    {
      name: "offers",
      measures: [
        m("offers.count", "count"),
        m("offers.minMinSalary", "min"),
        m("offers.minMaxSalary", "min"),
        m("offers.maxMinSalary", "max"),
        m("offers.maxMaxSalary", "max"),
      ],
      dimensions: [m("offers.seniority", "string"), m("offers.kind", "string")],
    },
  ],
};

const weather: Catalogue = {
  cubes: [
    {
      name: "readings",
      measures: [
        m("readings.count", "count"),
        m("readings.minMaxTemp", "min"),
        m("readings.maxMinTemp", "max"),
        m("readings.maxMaxTemp", "max"),
      ],
      dimensions: [m("readings.station", "string"), m("readings.stage", "string")],
    },
  ],
};

describe.each([
  {
    catalogue: jobs,
    question: "max min salary and min max salary by seniority",
    want: { measures: ["offers.maxMinSalary", "offers.minMaxSalary"], dimensions: ["offers.seniority"] },
  },
  {
    catalogue: jobs,
    question: "minimum min salary per seniority",
    want: { measures: ["offers.minMinSalary"], dimensions: ["offers.seniority"] },
  },
  {
    catalogue: weather,
    question: "max min temp by station",
    want: { measures: ["readings.maxMinTemp"], dimensions: ["readings.station"] },
  },
  {
    catalogue: weather,
    question: "min max temp by station",
    want: { measures: ["readings.minMaxTemp"], dimensions: ["readings.station"] },
  },
])("a minimum or maximum of a minimum or maximum ($question)", (c) => {
  it("is the measure named in that order", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: jobs,
    question: "how many offers where kind is freelance-gigs",
    want: {
      measures: ["offers.count"],
      filters: [{ member: "offers.kind", operator: "equals", values: ["freelance-gigs"] }],
    },
  },
  {
    catalogue: weather,
    question: "count readings where stage is ready-to-review",
    want: {
      measures: ["readings.count"],
      filters: [{ member: "readings.stage", operator: "equals", values: ["ready-to-review"] }],
    },
  },
])("a value typed with hyphens ($question)", (c) => {
  it("keeps them", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
