/**
 * Two more causes seen on a held-back domain, pinned in a project-tracking domain of our own: which column
 * names an entity, and breakdowns of rows picked by a boolean whose label swallowed the entity's word.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, canonical, member as m } from "./helpers.js";

const tracker: Catalogue = {
  cubes: [
    {
      name: "projects",
      title: "Projects",
      description: "Client projects; also called engagements",
      measures: [m("projects.count", "count", "Projects", "Number of projects (engagements)")],
      dimensions: [
        m("projects.owner_name", "string", "Owner", "Project manager"),
        m("projects.title", "string", "Project Title", "Name of the project"),
        m("projects.stage", "string", "Stage"),
      ],
    },
    {
      name: "timesheets",
      title: "Timesheets",
      measures: [m("timesheets.count", "count", "Timesheets"), m("timesheets.hours", "sum", "Hours")],
      dimensions: [
        m("timesheets.billable_timesheet", "boolean", "Billable Timesheet"),
        m("timesheets.team", "string", "Team"),
        m("timesheets.logged_at", "time", "Logged At"),
      ],
    },
  ],
};

const engine = createEngine(tracker, [], { now: () => NOW });
const ask = (question: string) => canonical(engine.answer({ question, now: NOW }).query);

describe("the column that names an entity", () => {
  it("is the entity's own title column, not another thing's name (owner_name)", () => {
    expect(ask("hours per project last month")).toEqual(
      canonical({
        measures: ["timesheets.hours"],
        dimensions: ["projects.title"],
        timeDimensions: [{ dimension: "timesheets.logged_at", dateRange: "last month" }],
      }),
    );
  });

  it("is reached through a name the count's description states, without counting that entity too", () => {
    expect(ask("which engagement has the most hours this year")).toEqual(
      canonical({
        measures: ["timesheets.hours"],
        dimensions: ["projects.title"],
        timeDimensions: [{ dimension: "timesheets.logged_at", dateRange: "this year" }],
        order: [["timesheets.hours", "desc"]],
        limit: 1,
      }),
    );
  });
});

describe("a breakdown of rows picked by a boolean", () => {
  it("counts those rows even when the boolean's label holds the entity's word", () => {
    expect(ask("billable timesheets per team this week")).toEqual(
      canonical({
        measures: ["timesheets.count"],
        dimensions: ["timesheets.team"],
        timeDimensions: [{ dimension: "timesheets.logged_at", dateRange: "this week" }],
        filters: [{ member: "timesheets.billable_timesheet", operator: "equals", values: ["true"] }],
      }),
    );
    expect(ask("not billable timesheets per team")).toEqual(
      canonical({
        measures: ["timesheets.count"],
        dimensions: ["timesheets.team"],
        filters: [{ member: "timesheets.billable_timesheet", operator: "equals", values: ["false"] }],
      }),
    );
  });

  it("still lists when the question asks for a list", () => {
    expect(engine.answer({ question: "list teams with billable timesheets", now: NOW }).query?.measures ?? []).toEqual(
      [],
    );
  });
});

describe("a plural that names a cube", () => {
  const registrations: Catalogue = {
    cubes: [
      {
        name: "signups",
        title: "Signups",
        measures: [m("signups.count", "count", "Signups")],
        dimensions: [m("signup_method", "string"), m("signed_up_at", "time", "Signed Up At")],
      },
    ],
  };
  const signups = createEngine(registrations, [], { now: () => NOW });

  it("is that cube, not the plural of a member word (signup_method) read as an acronym", () => {
    expect(canonical(signups.answer({ question: "daily signups this month", now: NOW }).query)).toEqual(
      canonical({
        measures: ["signups.count"],
        timeDimensions: [{ dimension: "signups.signed_up_at", granularity: "day", dateRange: "this month" }],
      }),
    );
  });
});
