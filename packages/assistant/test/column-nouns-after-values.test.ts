/**
 * "liquidation cushion for ATOM collateral": the word after a dictionary value that names the value's own column
 * (`collateral_type`) restates the column, though a measure of the same cube reads the word as well
 * (`collateral_amount_avg`); it adds no second measure. Found on `crypto`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const port: Catalogue = {
  cubes: [
    {
      name: "containers",
      measures: [m("containers.teu_count", "sum", "TEU Count"), m("containers.cargo_weight", "sum", "Cargo Weight")],
      dimensions: [m("containers.cargo_type", "string"), m("containers.port", "string")],
    },
  ],
  values: { "containers.cargo_type": ["Reefer", "Bulk"] },
};

const power: Catalogue = {
  cubes: [
    {
      name: "meters",
      measures: [m("meters.consumption_kwh", "sum", "Consumption kWh"), m("meters.tariff_rate", "avg", "Tariff Rate")],
      dimensions: [m("meters.tariff_name", "string"), m("meters.region", "string")],
    },
  ],
  values: { "meters.tariff_name": ["Flex", "Fixed"] },
};

describe.each([
  {
    name: "port",
    catalogue: port,
    question: "teu count for Reefer cargo by port",
    query: {
      measures: ["containers.teu_count"],
      dimensions: ["containers.port"],
      filters: [{ member: "containers.cargo_type", operator: "equals", values: ["Reefer"] }],
    },
  },
  {
    name: "power",
    catalogue: power,
    question: "consumption kwh for Flex tariff by region",
    query: {
      measures: ["meters.consumption_kwh"],
      dimensions: ["meters.region"],
      filters: [{ member: "meters.tariff_name", operator: "equals", values: ["Flex"] }],
    },
  },
])("column nouns after values ($name)", ({ catalogue, question, query }) => {
  it("reads the noun as the value's column, not a second measure", () => {
    expect(asker(catalogue)(question)).toEqual(query);
  });
});
