/**
 * Found on `eldercare` ("cancelled appointments" with the stored value `canceled` was left unplaced), on two
 * catalogues of our own: a dictionary value is found whether it is typed the British or the American way, and the
 * filter keeps the dictionary's spelling.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const clinic: Catalogue = {
  cubes: [
    {
      name: "Visits",
      measures: [m("Visits.count", "count")],
      dimensions: [m("Visits.status", "string"), m("Visits.ward", "string")],
    },
  ],
  values: { "Visits.status": ["scheduled", "canceled", "completed"] },
};

const studio: Catalogue = {
  cubes: [
    {
      name: "Swatches",
      measures: [m("Swatches.count", "count")],
      dimensions: [m("Swatches.colour", "string"), m("Swatches.supplier", "string")],
    },
  ],
  values: { "Swatches.colour": ["grey", "colourless", "navy"] },
};

describe.each([
  {
    name: "clinic",
    catalogue: clinic,
    question: "cancelled visits by ward",
    want: {
      measures: ["Visits.count"],
      dimensions: ["Visits.ward"],
      filters: [{ member: "Visits.status", operator: "equals", values: ["canceled"] }],
    },
  },
  {
    name: "studio",
    catalogue: studio,
    question: "colorless swatches by supplier",
    want: {
      measures: ["Swatches.count"],
      dimensions: ["Swatches.supplier"],
      filters: [{ member: "Swatches.colour", operator: "equals", values: ["colourless"] }],
    },
  },
])("a value typed in the other spelling ($name)", (c) => {
  it("is the dictionary's value", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
