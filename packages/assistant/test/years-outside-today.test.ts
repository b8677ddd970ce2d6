/**
 * Years far from today: historical records (the 1800s) and de-identified clinical data, whose dates are shifted into
 * the 2100s, are asked about by the years they hold. Found on `clinics` (MIMIC-III). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shipwrecks: Catalogue = {
  cubes: [
    {
      name: "wrecks",
      measures: [m("wrecks.count", "count"), m("wrecks.lives_lost", "sum")],
      dimensions: [m("wrecks.vessel_type", "string"), m("wrecks.lost_on", "time")],
    },
  ],
};

const trial: Catalogue = {
  cubes: [
    {
      name: "Encounters",
      measures: [m("Encounters.count", "count"), m("Encounters.avgLengthOfStay", "avg")],
      dimensions: [m("Encounters.ward", "string"), m("Encounters.admittedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "shipwrecks",
    catalogue: shipwrecks,
    measure: "wrecks.count",
    words: "wrecks",
    date: "wrecks.lost_on",
    year: 1854,
  },
  {
    name: "trial",
    catalogue: trial,
    measure: "Encounters.count",
    words: "encounters",
    date: "Encounters.admittedAt",
    year: 2150,
  },
])("years far from today ($name)", ({ catalogue, measure, words, date, year }) => {
  const ask = asker(catalogue);

  it("reads a bare year", () => {
    expect(ask(`monthly ${words} in ${year}`)).toEqual({
      measures: [measure],
      timeDimensions: [{ dimension: date, granularity: "month", dateRange: [`${year}-01-01`, `${year}-12-31`] }],
    });
  });

  it("reads months of that year and bounds before it", () => {
    expect(ask(`${words} between January and March ${year + 1}`)?.timeDimensions).toEqual([
      { dimension: date, dateRange: [`${year + 1}-01-01`, `${year + 1}-03-31`] },
    ]);
    expect(ask(`${words} before ${year}`)?.filters).toEqual([
      { member: date, operator: "beforeDate", values: [`${year}-01-01`] },
    ]);
  });

  it("still compares a number of that size", () => {
    expect(ask(`${words} with more than ${year} lives lost`)?.timeDimensions).toBeUndefined();
  });
});
