/**
 * "plays for Wonder Woman 1984": a year that a dictionary value spells together with the word before it is part of
 * the value, not a period; the same year elsewhere in a question is still one. Found on `listings`. Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const cinema: Catalogue = {
  cubes: [
    {
      name: "screenings",
      measures: [m("screenings.count", "count")],
      dimensions: [m("screenings.film", "string"), m("screenings.shown_at", "time")],
    },
  ],
  values: { "screenings.film": ["Blade Runner 2049", "Arrival"] },
};

const cellar: Catalogue = {
  cubes: [
    {
      name: "Bottles",
      measures: [m("Bottles.count", "count"), m("Bottles.totalValue", "sum")],
      dimensions: [m("Bottles.wine", "string"), m("Bottles.boughtAt", "time")],
    },
  ],
  values: { "Bottles.wine": ["Margaux 2015", "Rioja Reserva"] },
};

describe.each([
  {
    name: "cinema",
    catalogue: cinema,
    count: "screenings.count",
    column: "screenings.film",
    value: "Blade Runner 2049",
    entity: "screenings",
    year: "2049",
    date: "screenings.shown_at",
  },
  {
    name: "cellar",
    catalogue: cellar,
    count: "Bottles.count",
    column: "Bottles.wine",
    value: "Margaux 2015",
    entity: "bottles",
    year: "2015",
    date: "Bottles.boughtAt",
  },
])("years inside dictionary values ($name)", ({ catalogue, count, column, value, entity, year, date }) => {
  const ask = asker(catalogue);

  it("keeps the year in the value", () => {
    expect(ask(`how many for ${value}?`)).toEqual({
      measures: [count],
      filters: [{ member: column, operator: "equals", values: [value] }],
    });
  });

  it("still reads the year alone as a period", () => {
    expect(ask(`how many ${entity} in ${year}?`)?.timeDimensions).toEqual([
      { dimension: date, dateRange: [`${year}-01-01`, `${year}-12-31`] },
    ]);
  });
});
