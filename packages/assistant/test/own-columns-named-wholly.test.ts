/**
 * "top 10 enemies by picks" with a `brawlerEnemies` cube that has its own `enemy` column: the phrase names the cube
 * and, wholly, one column of it, so the ranking is by that column, not by the label column the cube reading would
 * take. Found on `racing`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const duels: Catalogue = {
  cubes: [
    {
      name: "heroRivals",
      measures: [m("heroRivals.count", "count"), m("heroRivals.totalWins", "sum")],
      dimensions: [m("heroRivals.hero", "string"), m("heroRivals.rival", "string")],
    },
  ],
};

const trade: Catalogue = {
  cubes: [
    {
      name: "exporter_partners",
      measures: [m("exporter_partners.count", "count"), m("exporter_partners.total_value", "sum")],
      dimensions: [m("exporter_partners.exporter", "string"), m("exporter_partners.partner", "string")],
    },
  ],
};

describe.each([
  {
    name: "duels",
    catalogue: duels,
    question: "top 5 rivals by total wins",
    measure: "heroRivals.totalWins",
    by: "heroRivals.rival",
  },
  {
    name: "trade",
    catalogue: trade,
    question: "top 3 partners by total value",
    measure: "exporter_partners.total_value",
    by: "exporter_partners.partner",
  },
])("a ranking phrase naming a cube and wholly one of its columns ($name)", ({ catalogue, question, measure, by }) => {
  it("ranks that column", () => {
    const limit = Number(question.split(" ")[1]);
    expect(asker(catalogue)(question)).toEqual({
      measures: [measure],
      dimensions: [by],
      order: [[measure, "desc"]],
      limit,
    });
  });
});
