/**
 * "win rate by enemy" with members named `enemy_dimension`, `enemyId_dimension`, `winRate_measure`: a trailing
 * "dimension" or "measure" is Cube's word for what the member is, not part of what it names, so "enemy" names
 * `enemy_dimension` wholly, as well as the cube (`brawlerEnemies`) does. Found on `racing`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const duels: Catalogue = {
  cubes: [
    {
      name: "heroRivals",
      measures: [m("heroRivals.winRate_measure", "number"), m("heroRivals.picks_measure", "number")],
      dimensions: [
        m("heroRivals.hero_dimension", "string"),
        m("heroRivals.rivalId_dimension", "string"),
        m("heroRivals.rival_dimension", "string"),
      ],
    },
  ],
};

const freight: Catalogue = {
  cubes: [
    {
      name: "shipmentCarriers",
      measures: [m("shipmentCarriers.weight_measure", "sum")],
      dimensions: [
        m("shipmentCarriers.route_dimension", "string"),
        m("shipmentCarriers.carrierCode_dimension", "string"),
        m("shipmentCarriers.carrier_dimension", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "rivals",
    catalogue: duels,
    question: "win rate by rival",
    measure: "heroRivals.winRate_measure",
    by: "heroRivals.rival_dimension",
  },
  {
    name: "freight",
    catalogue: freight,
    question: "weight by carrier",
    measure: "shipmentCarriers.weight_measure",
    by: "shipmentCarriers.carrier_dimension",
  },
])("members named with a kind suffix ($name)", ({ catalogue, question, measure, by }) => {
  it("are named by their other words", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [measure], dimensions: [by] });
  });
});
