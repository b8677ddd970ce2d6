/**
 * Two readings of words before an entity, found on `hotels` (culture bookings). A member whose name negates the
 * words it shares with the question (`totalNonCancelledBookings`) says the opposite and is no reading of
 * "cancelled bookings"; and several states before the entity ("active digital offers") each describe it, so a
 * count's measure named like the first state (`Venues.countActive`) does not take it. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const events: Catalogue = {
  cubes: [
    {
      name: "Venues",
      measures: [
        m("Venues.count", "count"),
        m("Venues.totalNonRefundedTickets", "sum"),
        m("Venues.countOpen", "count"),
      ],
      dimensions: [m("Venues.city", "string")],
    },
    {
      name: "Tickets",
      measures: [m("Tickets.count", "count")],
      dimensions: [
        m("Tickets.isRefunded", "boolean"),
        m("Tickets.isOpen", "boolean"),
        m("Tickets.isPrinted", "boolean"),
        m("Tickets.zone", "string"),
      ],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "depots",
      measures: [
        m("depots.count", "count"),
        m("depots.total_not_serviced_vans", "sum"),
        m("depots.count_leased", "count"),
      ],
      dimensions: [m("depots.region", "string")],
    },
    {
      name: "vans",
      measures: [m("vans.count", "count")],
      dimensions: [
        m("vans.is_serviced", "boolean"),
        m("vans.is_leased", "boolean"),
        m("vans.is_electric", "boolean"),
        m("vans.model", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "events",
    catalogue: events,
    negated: ["refunded tickets by zone", "Tickets.isRefunded", "Tickets.zone"],
    states: ["how many open printed tickets are there?", ["Tickets.isOpen", "Tickets.isPrinted"]],
    count: "Tickets.count",
  },
  {
    name: "fleet",
    catalogue: fleet,
    negated: ["serviced vans by model", "vans.is_serviced", "vans.model"],
    states: ["how many leased electric vans are there?", ["vans.is_leased", "vans.is_electric"]],
    count: "vans.count",
  },
] as const)("words before an entity ($name)", ({ catalogue, negated, states, count }) => {
  const ask = asker(catalogue);
  const isTrue = (member: string) => ({ member, operator: "equals", values: ["true"] });

  it("does not read a negated name for the words it negates", () => {
    expect(ask(negated[0])).toEqual({ measures: [count], dimensions: [negated[2]], filters: [isTrue(negated[1])] });
  });

  it("reads every state before the entity as a filter of it", () => {
    expect(ask(states[0])).toEqual({ measures: [count], filters: states[1].map(isTrue) });
  });
});
