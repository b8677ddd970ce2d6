/**
 * "flights from DME to LED" with the airport codes in both `departureAirport` and `arrivalAirport`: nothing in the
 * question chose between two columns of one cube that hold the value, so the filter's column is a guess and the
 * answer is not given at 0.8 or more. Found on `airline`, whose confident wrong answer this was once the cube named
 * outright settled the rest. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { type Catalogue, createEngine } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const flights: Catalogue = {
  cubes: [
    {
      name: "Flights",
      measures: [m("Flights.count", "count")],
      dimensions: [m("Flights.origin", "string"), m("Flights.destination", "string"), m("Flights.status", "string")],
    },
  ],
  values: { "Flights.origin": ["OSL", "BGO"], "Flights.destination": ["OSL", "BGO"] },
};

const transfers: Catalogue = {
  cubes: [
    {
      name: "Transfers",
      measures: [m("Transfers.count", "count")],
      dimensions: [
        m("Transfers.sender_bank", "string"),
        m("Transfers.receiver_bank", "string"),
        m("Transfers.channel", "string"),
      ],
    },
  ],
  values: { "Transfers.sender_bank": ["Nordbank", "Westbank"], "Transfers.receiver_bank": ["Nordbank", "Westbank"] },
};

describe.each([
  { name: "flights", catalogue: flights, question: "flights from OSL by status" },
  { name: "transfers", catalogue: transfers, question: "Nordbank transfers by channel" },
])("values held by two columns of one cube ($name)", ({ catalogue, question }) => {
  it("answers below 0.8, since the column was a guess", () => {
    const answer = createEngine(catalogue, [], { now: () => NOW }).answer({ question, now: NOW });
    expect(answer.query?.filters).toHaveLength(1);
    expect(answer.confidence).toBeLessThan(0.8);
  });
});
