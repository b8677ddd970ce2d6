/**
 * "attorneys by attorney type" with `attorneytypeid`: a lowercase name that runs several words into a short suffix
 * ("id", "at", "on") is split before the suffix as well, so the typed words name it; only a single known word was
 * split off a suffix before ("customerid"). Found on `legal` and `bookings`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "Tickets",
      measures: [m("Tickets.count", "count")],
      dimensions: [
        m("Tickets.casestatusid", "string"),
        m("Tickets.ticketchannel", "string"),
        m("Tickets.createdat", "time"),
      ],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "vehicles",
      measures: [m("vehicles.count", "count")],
      dimensions: [m("vehicles.fueltypeid", "string"), m("vehicles.depot", "string"), m("vehicles.boughtat", "time")],
    },
  ],
};

describe.each([
  { name: "helpdesk", catalogue: helpdesk, question: "tickets by case status", column: "Tickets.casestatusid" },
  { name: "fleet", catalogue: fleet, question: "vehicles by fuel type", column: "vehicles.fueltypeid" },
])("a run-together name ending in a suffix ($name)", ({ catalogue, question, column }) => {
  it("is named by its words", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [`${catalogue.cubes[0]!.name}.count`],
      dimensions: [column],
    });
  });
});
