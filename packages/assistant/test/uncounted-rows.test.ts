/**
 * Found on `covid` ("NSW cases by LGA" listed the LGAs with no measure, the cube `CovidNswCasesByLocation` having no
 * count but a `cases` sum): rows that cannot be counted are totalled by the measure the phrase names in full. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const outbreaks: Catalogue = {
  cubes: [
    {
      name: "CountyInfectionsByTown",
      measures: [m("CountyInfectionsByTown.infections", "sum")],
      dimensions: [m("CountyInfectionsByTown.townName", "string")],
    },
    {
      name: "CountyClinics",
      measures: [m("CountyClinics.count", "count")],
      dimensions: [m("CountyClinics.townName", "string")],
    },
  ],
};

const harvest: Catalogue = {
  cubes: [
    {
      name: "NorthYieldsByFarm",
      measures: [m("NorthYieldsByFarm.yields", "sum")],
      dimensions: [m("NorthYieldsByFarm.farm", "string"), m("NorthYieldsByFarm.crop", "string")],
    },
  ],
};

describe.each([
  {
    name: "outbreaks",
    catalogue: outbreaks,
    question: "county infections by town",
    want: { measures: ["CountyInfectionsByTown.infections"], dimensions: ["CountyInfectionsByTown.townName"] },
  },
  {
    name: "harvest",
    catalogue: harvest,
    question: "north yields by crop",
    want: { measures: ["NorthYieldsByFarm.yields"], dimensions: ["NorthYieldsByFarm.crop"] },
  },
])("rows with no count ($name)", (c) => {
  it("are totalled by the measure the phrase names", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
