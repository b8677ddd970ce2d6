/**
 * "staff members", "crew members": after words that name a cube, "members" means the people in it, so the phrase
 * names that cube, not a column that "member" reaches as a synonym of "user" (`staff.username`). Found on
 * `hospitality` (DVD rental). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const airline: Catalogue = {
  cubes: [
    {
      name: "crew",
      measures: [m("crew.count", "count")],
      dimensions: [
        m("crew.username", "string"),
        m("crew.base", "string"),
        m("crew.is_active", "boolean"),
        m("crew.hired_at", "time"),
      ],
    },
    {
      name: "flights",
      measures: [m("flights.count", "count")],
      dimensions: [m("flights.departed_at", "time")],
    },
  ],
};

const agency: Catalogue = {
  cubes: [
    {
      name: "Team",
      measures: [m("Team.count", "count")],
      dimensions: [
        m("Team.userHandle", "string"),
        m("Team.office", "string"),
        m("Team.isActive", "boolean"),
        m("Team.joinedAt", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "airline",
    catalogue: airline,
    group: "crew",
    cube: "crew",
    by: "base",
    column: "crew.base",
    active: "crew.is_active",
  },
  {
    name: "agency",
    catalogue: agency,
    group: "team",
    cube: "Team",
    by: "office",
    column: "Team.office",
    active: "Team.isActive",
  },
])("group members ($name)", ({ catalogue, group, cube, by, column, active }) => {
  const ask = asker(catalogue);

  it("counts the group's people", () => {
    expect(ask(`how many ${group} members?`)).toEqual({ measures: [`${cube}.count`] });
  });

  it("keeps the words around it", () => {
    expect(ask(`active ${group} members by ${by}`)).toEqual({
      measures: [`${cube}.count`],
      dimensions: [column],
      filters: [{ member: active, operator: "equals", values: ["true"] }],
    });
  });
});
