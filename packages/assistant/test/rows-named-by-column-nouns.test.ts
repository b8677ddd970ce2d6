/**
 * Found on `smartcity` ("waste vehicles by ignition status" listed `vehicletype` for `Solidwastemanagement`), on two
 * catalogues of our own without titles: a noun that opens several of a cube's column names (`lamptype`,
 * `lampfaultstatus`) is what its rows are about, so after a word of the cube's name it names those rows, counted.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const lighting: Catalogue = {
  cubes: [
    {
      name: "Streetlighting",
      measures: [m("Streetlighting.count", "count")],
      dimensions: [
        m("Streetlighting.lamptype", "string"),
        m("Streetlighting.lampfaultstatus", "string"),
        m("Streetlighting.powerstatus", "string"),
        m("Streetlighting.observedat", "time"),
      ],
    },
  ],
};

const storage: Catalogue = {
  cubes: [
    {
      name: "Coldstorage",
      measures: [m("Coldstorage.count", "count")],
      dimensions: [
        m("Coldstorage.freezertype", "string"),
        m("Coldstorage.freezerdoorstatus", "string"),
        m("Coldstorage.alarmlevel", "string"),
        m("Coldstorage.recordedat", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "lighting",
    catalogue: lighting,
    question: "street lamps by power status",
    want: { measures: ["Streetlighting.count"], dimensions: ["Streetlighting.powerstatus"] },
  },
  {
    name: "lighting, before a row word",
    catalogue: lighting,
    question: "count of street lamp readings by power status",
    want: { measures: ["Streetlighting.count"], dimensions: ["Streetlighting.powerstatus"] },
  },
  {
    name: "storage",
    catalogue: storage,
    question: "cold storage freezers by alarm level",
    want: { measures: ["Coldstorage.count"], dimensions: ["Coldstorage.alarmlevel"] },
  },
])("a noun the columns describe, after the cube's word ($name)", (c) => {
  it("names its rows", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a verb that opens column names is no noun of the rows", () => {
  const ask = asker({
    cubes: [
      {
        name: "Stays",
        measures: [m("Stays.count", "count")],
        dimensions: [m("Stays.checkInDate", "time"), m("Stays.checkOutDate", "time")],
      },
    ],
  });
  expect(ask("how many stays checked out last week")).toEqual({
    measures: ["Stays.count"],
    timeDimensions: [{ dimension: "Stays.checkOutDate", dateRange: "last week" }],
  });
});

it("a word that is also a verb ('schedules end before') keeps its column", () => {
  const ask = asker({
    cubes: [
      {
        name: "Rosters",
        measures: [m("Rosters.count", "count")],
        dimensions: [m("Rosters.endtype", "string"), m("Rosters.startdate", "time"), m("Rosters.enddate", "time")],
      },
    ],
  });
  expect(ask("how many rosters end before 2025?")).toEqual({
    measures: ["Rosters.count"],
    filters: [{ member: "Rosters.enddate", operator: "beforeDate", values: ["2025-01-01"] }],
  });
});
