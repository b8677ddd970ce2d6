/**
 * Found on `saaslicences` ("number of connections per application name" grouped by the connections' own `name`;
 * "first 20 application names in the Security category" refused), on two catalogues of our own: a member whose
 * words are all its own ("application name" -> `application.application_name`) gives way to a member of a cube
 * in use only when the cube word names that cube whole, not when it is one word of a longer cube name.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const teams: Catalogue = {
  cubes: [
    { name: "team", measures: [m("team.count", "count")], dimensions: [m("team.team_name", "string")] },
    { name: "team_role", measures: [m("team_role.count", "count")], dimensions: [m("team_role.name", "string")] },
    {
      name: "team_meeting",
      measures: [m("team_meeting.count", "count")],
      dimensions: [m("team_meeting.name", "string"), m("team_meeting.held_at", "time")],
    },
  ],
};

const vendors: Catalogue = {
  cubes: [
    { name: "vendor", measures: [m("vendor.count", "count")], dimensions: [m("vendor.vendor_name", "string")] },
    {
      name: "vendor_region",
      measures: [m("vendor_region.count", "count")],
      dimensions: [m("vendor_region.name", "string")],
    },
    {
      name: "vendor_payment",
      measures: [m("vendor_payment.count", "count"), m("vendor_payment.amount", "sum")],
      dimensions: [m("vendor_payment.name", "string")],
    },
  ],
};

describe.each([
  {
    name: "teams",
    catalogue: teams,
    question: "number of meetings per team name",
    want: { measures: ["team_meeting.count"], dimensions: ["team.team_name"] },
  },
  {
    name: "vendors",
    catalogue: vendors,
    question: "total amount of payments per vendor name",
    want: { measures: ["vendor_payment.amount"], dimensions: ["vendor.vendor_name"] },
  },
])("a cube word that is one word of the cube in use ($name)", (c) => {
  it("keeps the member whose words are all its own", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
