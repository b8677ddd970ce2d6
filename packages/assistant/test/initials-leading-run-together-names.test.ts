/**
 * Found on `smartcity` ("readings by major pollutant" found no `aqimajorpollutant`), on two catalogues of our own
 * without titles: initials run into the words of a column's name ("aqi" + major pollutant, "kpi" + target band)
 * leave those words for people to say.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const sensors: Catalogue = {
  cubes: [
    {
      name: "AirSamples",
      measures: [m("AirSamples.count", "count")],
      dimensions: [
        m("AirSamples.aqimajorpollutant", "string"),
        m("AirSamples.sitelevel", "string"),
        m("AirSamples.sampledat", "time"),
      ],
    },
  ],
};

const scorecards: Catalogue = {
  cubes: [
    {
      name: "Scorecards",
      measures: [m("Scorecards.count", "count")],
      dimensions: [
        m("Scorecards.kpitargetband", "string"),
        m("Scorecards.ownername", "string"),
        m("Scorecards.reviewedat", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "sensors",
    catalogue: sensors,
    question: "air samples by major pollutant",
    want: { measures: ["AirSamples.count"], dimensions: ["AirSamples.aqimajorpollutant"] },
  },
  {
    name: "sensors, a condition",
    catalogue: sensors,
    question: "air samples where major pollutant is PM10",
    want: {
      measures: ["AirSamples.count"],
      filters: [{ member: "AirSamples.aqimajorpollutant", operator: "equals", values: ["PM10"] }],
    },
  },
  {
    name: "scorecards",
    catalogue: scorecards,
    question: "scorecards by target band",
    want: { measures: ["Scorecards.count"], dimensions: ["Scorecards.kpitargetband"] },
  },
])("initials opening a run-together name ($name)", (c) => {
  it("leave its words to be said", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
