/**
 * Periods read in context. Inside "between ... and ..." every month name is a month, "May" included, though "may"
 * alone is too often a verb to be one (found on `hospitality`). A period no date of the answer's cubes can take
 * ("in 2006" for a cube with no date) is a word the answer does not honour: it is unmatched and the answer stays
 * below 0.8 (found on `hospitality` and `fooddelivery`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const orchard: Catalogue = {
  cubes: [
    {
      name: "harvests",
      measures: [m("harvests.count", "count"), m("harvests.total_kg", "sum")],
      dimensions: [m("harvests.variety", "string"), m("harvests.picked_at", "time")],
    },
    {
      name: "trees",
      measures: [m("trees.count", "count")],
      dimensions: [m("trees.variety", "string"), m("trees.row_label", "string")],
    },
  ],
};

const clinic: Catalogue = {
  cubes: [
    {
      name: "Visits",
      measures: [m("Visits.count", "count"), m("Visits.totalMinutes", "sum")],
      dimensions: [m("Visits.reason", "string"), m("Visits.visitedAt", "time")],
    },
    {
      name: "Rooms",
      measures: [m("Rooms.count", "count")],
      dimensions: [m("Rooms.wing", "string"), m("Rooms.floorLabel", "string")],
    },
  ],
};

describe.each([
  {
    name: "orchard",
    catalogue: orchard,
    measure: "harvests.total_kg",
    words: "total kg",
    date: "harvests.picked_at",
    undated: "trees by variety",
  },
  {
    name: "clinic",
    catalogue: clinic,
    measure: "Visits.totalMinutes",
    words: "total minutes",
    date: "Visits.visitedAt",
    undated: "rooms by wing",
  },
])("periods in context ($name)", ({ catalogue, measure, words, date, undated }) => {
  const engine = createEngine(catalogue);
  const answer = (question: string) => engine.answer({ question, now: NOW });

  it("reads May as a month at either end of a range", () => {
    expect(answer(`${words} between May and August 2024`).query?.timeDimensions).toEqual([
      { dimension: date, dateRange: ["2024-05-01", "2024-08-31"] },
    ]);
    expect(answer(`${words} from March to May 2024`).query?.timeDimensions).toEqual([
      { dimension: date, dateRange: ["2024-03-01", "2024-05-31"] },
    ]);
    expect(answer(`${words} between may and jul 2023`).query).toEqual({
      measures: [measure],
      timeDimensions: [{ dimension: date, dateRange: ["2023-05-01", "2023-07-31"] }],
    });
  });

  it("leaves a period no date of the answer's cubes can take unmatched, below 0.8", () => {
    const undatedAnswer = answer(`${undated} in 2024`);
    expect(undatedAnswer.query?.timeDimensions).toBeUndefined();
    expect(undatedAnswer.unmatched).toContain("2024");
    expect(undatedAnswer.confidence).toBeLessThan(0.8);
    const dated = answer(`${words} in 2024`);
    expect(dated.unmatched).toEqual([]);
    expect(dated.confidence).toBeGreaterThanOrEqual(0.8);
  });
});
