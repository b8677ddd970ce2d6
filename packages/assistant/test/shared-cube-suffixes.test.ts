/**
 * Found on `assetmonitor`: every cube is named `...Crate` (`TeamsCrate`, `AssetsCrate`), so "teams" covered only half
 * of `TeamsCrate` and lost to an assets column titled "Team". A last word most of a catalogue's cubes share is the
 * team's naming convention, not what the rows are. Two catalogues of our own, with conventions no list of ours has.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const plant: Catalogue = {
  cubes: [
    {
      name: "MachinesBox",
      measures: [m("MachinesBox.count", "count")],
      dimensions: [m("MachinesBox.name", "string"), m("MachinesBox.lineId", "string", "Line")],
    },
    {
      name: "LinesBox",
      measures: [m("LinesBox.count", "count")],
      dimensions: [m("LinesBox.name", "string"), m("LinesBox.area", "string"), m("LinesBox.createdat", "time")],
    },
    { name: "ShiftsBox", measures: [m("ShiftsBox.count", "count")], dimensions: [m("ShiftsBox.name", "string")] },
  ],
};

const school: Catalogue = {
  cubes: [
    {
      name: "pupils_store",
      measures: [m("pupils_store.count", "count")],
      dimensions: [m("pupils_store.name", "string"), m("pupils_store.class_id", "string", "Class")],
    },
    {
      name: "classes_store",
      measures: [m("classes_store.count", "count")],
      dimensions: [m("classes_store.name", "string"), m("classes_store.room", "string")],
    },
    {
      name: "teachers_store",
      measures: [m("teachers_store.count", "count")],
      dimensions: [m("teachers_store.name", "string")],
    },
  ],
};

describe.each([
  {
    name: "plant",
    catalogue: plant,
    question: "lines by area",
    want: { measures: ["LinesBox.count"], dimensions: ["LinesBox.area"] },
  },
  {
    name: "school",
    catalogue: school,
    question: "classes by room",
    want: { measures: ["classes_store.count"], dimensions: ["classes_store.room"] },
  },
])("cubes named with a shared last word ($name: $question)", (c) => {
  it("are named without it", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
