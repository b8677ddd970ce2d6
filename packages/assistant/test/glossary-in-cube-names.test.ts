/**
 * A note's word inside a longer phrase that spells a cube's name is part of that name: with "calls means
 * call_log.count", "inbound calls" still names the `inbound_calls` cube. Found on `telecom` ("incoming sms" with
 * "messages means …"). Two catalogues of our own, one snake_case and one with names run together.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const callCentre: Catalogue = {
  cubes: [
    {
      name: "call_log",
      measures: [m("call_log.count", "count")],
      dimensions: [m("call_log.agent", "string"), m("call_log.started_at", "time")],
    },
    {
      name: "inbound_calls",
      measures: [m("inbound_calls.count", "count")],
      dimensions: [m("inbound_calls.caller_number", "string"), m("inbound_calls.received_at", "time")],
    },
  ],
};

const parcels: Catalogue = {
  cubes: [
    {
      name: "Shipmentsreal",
      measures: [m("Shipmentsreal.count", "count")],
      dimensions: [m("Shipmentsreal.carrier", "string"), m("Shipmentsreal.shippedat", "time")],
    },
    {
      name: "Returnedparcelsreal",
      measures: [m("Returnedparcelsreal.count", "count")],
      dimensions: [m("Returnedparcelsreal.reason", "string"), m("Returnedparcelsreal.receivedat", "time")],
    },
  ],
};

describe.each([
  {
    name: "call centre",
    catalogue: callCentre,
    note: "calls means call_log.count",
    noted: "calls by agent",
    notedQuery: { measures: ["call_log.count"], dimensions: ["call_log.agent"] },
    longer: "daily inbound calls over the last 14 days",
    longerQuery: {
      measures: ["inbound_calls.count"],
      timeDimensions: [{ dimension: "inbound_calls.received_at", granularity: "day", dateRange: "last 14 days" }],
    },
  },
  {
    name: "parcels",
    catalogue: parcels,
    note: "parcels means Shipmentsreal.count",
    noted: "parcels by carrier",
    notedQuery: { measures: ["Shipmentsreal.count"], dimensions: ["Shipmentsreal.carrier"] },
    longer: "returned parcels by reason",
    longerQuery: { measures: ["Returnedparcelsreal.count"], dimensions: ["Returnedparcelsreal.reason"] },
  },
])("a note's word inside a cube's name ($name)", ({ catalogue, note, noted, notedQuery, longer, longerQuery }) => {
  const ask = asker(catalogue, [note]);

  it("still reads the note's word alone as the note says", () => {
    expect(ask(noted)).toEqual(notedQuery);
  });

  it("reads the longer phrase as the cube it spells", () => {
    expect(ask(longer)).toEqual(longerQuery);
  });
});
