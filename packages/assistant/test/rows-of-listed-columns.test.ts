/**
 * "show the campaign name, type and engine for every campaign": after columns of one cube, "every"/"each" and that
 * cube's head noun name its rows, one per row, not a grouping by another cube's column of the same word
 * (`GeneralTraffic.campaign`). Found on `email` (call tracking). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const ads: Catalogue = {
  cubes: [
    {
      name: "AdCampaign",
      measures: [m("AdCampaign.count", "count")],
      dimensions: [m("AdCampaign.name", "string"), m("AdCampaign.channel", "string")],
    },
    {
      name: "Clicks",
      measures: [m("Clicks.count", "count")],
      dimensions: [m("Clicks.campaign", "string"), m("Clicks.clickedAt", "time")],
    },
  ],
};

const training: Catalogue = {
  cubes: [
    {
      name: "training_module",
      measures: [m("training_module.count", "count")],
      dimensions: [m("training_module.title", "string"), m("training_module.level", "string")],
    },
    {
      name: "progress",
      measures: [m("progress.count", "count")],
      dimensions: [m("progress.module", "string"), m("progress.learner", "string")],
    },
  ],
};

describe.each([
  {
    name: "ads",
    catalogue: ads,
    question: "show the name and channel for every campaign",
    columns: ["AdCampaign.name", "AdCampaign.channel"],
  },
  {
    name: "training",
    catalogue: training,
    question: "show the title and level for each module",
    columns: ["training_module.title", "training_module.level"],
  },
])("columns of a cube for each of its rows ($name)", ({ catalogue, question, columns }) => {
  it("are listed once per row", () => {
    expect(asker(catalogue)(question)).toEqual({ dimensions: columns });
  });
});
