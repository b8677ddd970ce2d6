/**
 * "how many trips had JFK Airport as the dropoff zone": a value that two columns of one cube hold (pickup and
 * dropoff zone) belongs to the one the question names, which is then no grouping. Found on `mobility` (taxi trips).
 * "where departure city is Moscow and arrival city is Sochi": a value right after "D is" belongs to D, not to the
 * list of the value before it. Found on `airline`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const bikes: Catalogue = {
  cubes: [
    {
      name: "rentals",
      measures: [m("rentals.count", "count")],
      dimensions: [
        m("rentals.pickup_station", "string"),
        m("rentals.return_station", "string"),
        m("rentals.started_at", "time"),
      ],
    },
  ],
  values: { "rentals.pickup_station": ["Central", "Harbour"], "rentals.return_station": ["Central", "Harbour"] },
};

const flights: Catalogue = {
  cubes: [
    {
      name: "Flights",
      measures: [m("Flights.count", "count")],
      dimensions: [
        m("Flights.originAirport", "string"),
        m("Flights.destinationAirport", "string"),
        m("Flights.departedAt", "time"),
      ],
    },
  ],
  values: { "Flights.originAirport": ["LHR", "CDG"], "Flights.destinationAirport": ["LHR", "CDG"] },
};

describe.each([
  {
    name: "bikes",
    catalogue: bikes,
    question: "how many rentals had Harbour as the return station in May 2025?",
    count: "rentals.count",
    column: "rentals.return_station",
    value: "Harbour",
    date: "rentals.started_at",
  },
  {
    name: "flights",
    catalogue: flights,
    question: "how many flights had CDG as the destination airport in May 2025?",
    count: "Flights.count",
    column: "Flights.destinationAirport",
    value: "CDG",
    date: "Flights.departedAt",
  },
])("a value two columns hold, its column named ($name)", ({ catalogue, question, count, column, value, date }) => {
  it("filters the named column", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [count],
      timeDimensions: [{ dimension: date, dateRange: ["2025-05-01", "2025-05-31"] }],
      filters: [{ member: column, operator: "equals", values: [value] }],
    });
  });
});

describe.each([
  {
    name: "bikes",
    catalogue: bikes,
    question: "rentals where pickup station is Central and return station is Harbour",
    count: "rentals.count",
    filters: [
      { member: "rentals.pickup_station", operator: "equals", values: ["Central"] },
      { member: "rentals.return_station", operator: "equals", values: ["Harbour"] },
    ],
  },
  {
    name: "flights",
    catalogue: flights,
    question: "flights where origin airport is LHR and destination airport is CDG",
    count: "Flights.count",
    filters: [
      { member: "Flights.originAirport", operator: "equals", values: ["LHR"] },
      { member: "Flights.destinationAirport", operator: "equals", values: ["CDG"] },
    ],
  },
])('values two columns hold, each after "D is" ($name)', ({ catalogue, question, count, filters }) => {
  it("filter each its stated column", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [count], filters });
  });
});
