/**
 * A dictionary value that is one word of a member's name ("staff" of `users.type`, beside
 * `created_by_staff_name`): when the next word goes on to spell that name ("by staff name") the words are the
 * member, however the dictionary spells the value; when the next word names a cube ("staff users", "open
 * conversations") the value describes those rows, though another cube's column spells both words
 * (`volunteer_users_present`). Found on `fitness` (library lending). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const helpDesk: Catalogue = {
  cubes: [
    {
      name: "desk_events",
      measures: [m("desk_events.count", "count")],
      dimensions: [
        m("desk_events.handled_by_volunteer_name", "string"),
        m("desk_events.volunteer_users_present", "number"),
        m("desk_events.event_at", "time"),
      ],
    },
    {
      name: "users",
      measures: [m("users.count", "count")],
      dimensions: [m("users.role", "string"), m("users.username", "string")],
    },
  ],
  values: { "users.role": ["volunteer", "member"] },
};

const garage: Catalogue = {
  cubes: [
    {
      name: "Jobs",
      measures: [m("Jobs.count", "count")],
      dimensions: [
        m("Jobs.closedByMechanicName", "string"),
        m("Jobs.mechanicStaffOnDuty", "number"),
        m("Jobs.closedAt", "time"),
      ],
    },
    {
      name: "Staff",
      measures: [m("Staff.count", "count")],
      dimensions: [m("Staff.grade", "string"), m("Staff.login", "string")],
    },
  ],
  values: { "Staff.grade": ["mechanic", "apprentice"] },
};

describe.each([
  {
    name: "help desk",
    catalogue: helpDesk,
    byName: "desk events by volunteer name",
    events: "desk_events",
    nameColumn: "desk_events.handled_by_volunteer_name",
    rows: "volunteer users by username",
    filter: { member: "users.role", operator: "equals", values: ["volunteer"] },
    people: "users",
    login: "users.username",
  },
  {
    name: "garage",
    catalogue: garage,
    byName: "jobs by mechanic name",
    events: "Jobs",
    nameColumn: "Jobs.closedByMechanicName",
    rows: "mechanic staff by login",
    filter: { member: "Staff.grade", operator: "equals", values: ["mechanic"] },
    people: "Staff",
    login: "Staff.login",
  },
])("value words inside names ($name)", ({ catalogue, byName, events, nameColumn, rows, filter, people, login }) => {
  const ask = asker(catalogue);

  it("reads the value's word and the next as the member they spell", () => {
    expect(ask(byName)).toEqual({ measures: [`${events}.count`], dimensions: [nameColumn] });
  });

  it("keeps the value when the next word names the rows", () => {
    expect(ask(rows)).toEqual({ measures: [`${people}.count`], dimensions: [login], filters: [filter] });
  });
});
