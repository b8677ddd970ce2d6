/**
 * Values stated for a named column without a dictionary: quoted literals right after it or after "is" ("with
 * direction 'in'", "where source is 'web' or 'phone'") are its values as typed, every one of a list; and after
 * "where D is", a word that also reads another column of the cube ("mobile" and `phone_number`) is D's value.
 * Found on `email` (call tracking). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const visits: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [
        m("visits.direction", "string"),
        m("visits.entry_source", "string"),
        m("visits.visitor_device", "string"),
        m("visits.mobile_number", "string"),
        m("visits.region", "string"),
      ],
    },
  ],
};

const shipments: Catalogue = {
  cubes: [
    {
      name: "Shipments",
      measures: [m("Shipments.count", "count")],
      dimensions: [
        m("Shipments.lane", "string"),
        m("Shipments.bookingChannel", "string"),
        m("Shipments.packaging", "string"),
        m("Shipments.palletCount", "number"),
        m("Shipments.depot", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "visits",
    catalogue: visits,
    quoted: ["visits with direction 'in' by region", "visits.direction", ["in"], "visits.region"],
    listed: [
      "visits where entry source is 'calltracking' or 'sitephone'",
      "visits.entry_source",
      ["calltracking", "sitephone"],
    ],
    word: ["visits where visitor device is mobile, by region", "visits.visitor_device", ["mobile"], "visits.region"],
  },
  {
    name: "shipments",
    catalogue: shipments,
    quoted: ["shipments with lane 'EU-2' by depot", "Shipments.lane", ["EU-2"], "Shipments.depot"],
    listed: ["shipments where booking channel is 'edi' or 'portal'", "Shipments.bookingChannel", ["edi", "portal"]],
    word: ["shipments where packaging is pallet, by depot", "Shipments.packaging", ["pallet"], "Shipments.depot"],
  },
] as const)("values stated for a column ($name)", ({ catalogue, quoted, listed, word }) => {
  const ask = asker(catalogue);
  const count = `${catalogue.cubes[0]!.name}.count`;

  it("takes a quoted literal after the column as its value", () => {
    expect(ask(quoted[0])).toEqual({
      measures: [count],
      dimensions: [quoted[3]],
      filters: [{ member: quoted[1], operator: "equals", values: [...quoted[2]] }],
    });
  });

  it("takes every quoted literal of a list after is", () => {
    expect(ask(listed[0])).toEqual({
      measures: [count],
      filters: [{ member: listed[1], operator: "equals", values: [...listed[2]] }],
    });
  });

  it("takes the word after is as the value, though it reads another column", () => {
    expect(ask(word[0])).toEqual({
      measures: [count],
      dimensions: [word[3]],
      filters: [{ member: word[1], operator: "equals", values: [...word[2]] }],
    });
  });
});
