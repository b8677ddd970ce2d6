/**
 * Causes of failures seen on a held-back domain, pinned in domains of our own (a lending library and a
 * utility's field service): names the catalogue's descriptions state, entity nouns as groupings, event
 * nouns derived from a cube's name, and unlisted values of specific kinds. No value dictionary.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue, type CubeQuery } from "../src/index.js";
import { statedAliases } from "../src/catalogue/aliases.js";
import { NOW, canonical, member as m } from "./helpers.js";

const library: Catalogue = {
  cubes: [
    {
      name: "loans",
      title: "Loans",
      description: "Library loans; staff also call loans checkouts",
      measures: [
        m("count", "count", "Loans", "Number of loans (checkouts)"),
        m("renewals", "sum", "Renewals"),
        m("late_fee", "sum", "Late Fee", "Late fees, also known as fines"),
      ],
      dimensions: [m("id", "number"), m("channel", "string", "Channel"), m("loaned_at", "time", "Loaned At")],
    },
    {
      name: "books",
      title: "Books",
      measures: [m("count", "count", "Books")],
      dimensions: [
        m("headline", "string", "Headline", "Name of the book"),
        m("genre", "string", "Genre"),
        m("language", "string", "Language"),
        m("published_at", "time"),
      ],
    },
    {
      name: "patrons",
      title: "Patrons",
      description: "Patrons, a.k.a. members",
      measures: [m("count", "count", "Patrons")],
      dimensions: [
        m("full_name", "string", "Full Name"),
        m("postcode", "string", "Post Code"),
        m("plan", "string", "Membership Plan"),
        m("joined_at", "time"),
      ],
    },
    {
      name: "branches",
      title: "Branches",
      measures: [m("count", "count"), m("staff_members", "sum", "Staff Members")],
      dimensions: [m("name", "string", "Name"), m("city", "string", "City")],
    },
    {
      name: "readings",
      title: "Readings",
      description: "E-reader sessions",
      measures: [m("count", "count", "Readings")],
      dimensions: [
        m("is_estimated", "boolean", "Estimated"),
        m("read_source", "string", "Read Source"),
        m("read_at", "time", "Read At"),
      ],
    },
    {
      name: "payments",
      title: "Payments",
      measures: [m("count", "count"), m("amount", "sum", "Amount", "Amount paid (net)")],
      dimensions: [m("method", "string", "Method"), m("paid_at", "time")],
    },
  ],
};

const field: Catalogue = {
  cubes: [
    {
      name: "premises",
      title: "Premises",
      measures: [m("count", "count", "Premises"), m("avg_usage", "avg", "Average Usage")],
      dimensions: [
        m("zip_code", "number", "Zip Code"),
        m("city", "string", "City"),
        m("site_type", "string", "Site Type"),
        m("connected_at", "time"),
      ],
    },
    {
      name: "tariffs",
      title: "Tariffs",
      measures: [m("count", "count")],
      dimensions: [m("name", "string", "Name"), m("unit_rate", "number", "Unit Rate")],
    },
    {
      name: "callouts",
      title: "Callouts",
      description: "Engineer visits; the sync job also calls the dispatch service",
      measures: [m("count", "count", "Callouts"), m("hours", "sum", "Hours")],
      dimensions: [
        m("crew", "string", "Crew"),
        m("agent", "string", "Agent"),
        m("caller_language", "string", "Caller Language"),
        m("fault_type", "string", "Fault Type"),
        m("logged_at", "time"),
      ],
    },
  ],
};

const libraryEngine = createEngine(library, [], { now: () => NOW });
const fieldEngine = createEngine(field, [], { now: () => NOW });
const ask = (question: string) => canonical(libraryEngine.answer({ question, now: NOW }).query) as CubeQuery | null;
const askField = (question: string) => canonical(fieldEngine.answer({ question, now: NOW }).query) as CubeQuery | null;
const fields = (question: string) =>
  fieldEngine
    .filterFields(question)
    .map((f) => f.name)
    .sort();

describe("names a description states are names of the cube or member", () => {
  it("reads the stated alternatives, and only those", () => {
    expect(statedAliases("Library loans; staff also call loans checkouts", new Set(["loans"]))).toEqual([
      ["checkouts"],
    ]);
    expect(statedAliases("Patrons, a.k.a. members", new Set(["patrons"]))).toEqual([["members"]]);
    expect(statedAliases("Number of loans (checkouts)", new Set(["loans", "count"]))).toEqual([["checkouts"]]);
    expect(statedAliases("Trips, also called journeys or rides", new Set(["trips"]))).toEqual([
      ["journeys"],
      ["rides"],
    ]);
    expect(statedAliases("Sometimes referred to as the circulation desk", new Set(["desks"]))).toEqual([
      ["circulation", "desk"],
    ]);
    // A system that calls a service, units and qualifiers in parentheses name nothing.
    expect(statedAliases("The sync job also calls the dispatch service", new Set(["callouts"]))).toEqual([]);
    expect(statedAliases("Amount paid (net)", new Set(["amount"]))).toEqual([]);
    expect(statedAliases("Revenue (in USD)", new Set(["revenue"]))).toEqual([]);
  });

  it("a cube's stated name counts it and groups by it like its title", () => {
    expect(ask("checkouts per branch last month")).toEqual({
      measures: ["loans.count"],
      dimensions: ["branches.name"],
      timeDimensions: [{ dimension: "loans.loaned_at", dateRange: "last month" }],
    });
    expect(ask("which member has the most loans")).toEqual({
      measures: ["loans.count"],
      dimensions: ["patrons.full_name"],
      order: [["loans.count", "desc"]],
      limit: 1,
    });
    expect(ask("which patron has the most checkouts")).toEqual({
      measures: ["loans.count"],
      dimensions: ["patrons.full_name"],
      order: [["loans.count", "desc"]],
      limit: 1,
    });
    expect(ask("checkouts per member")).toEqual({ measures: ["loans.count"], dimensions: ["patrons.full_name"] });
    // The stated name beats another cube's member that merely contains the word ("Staff Members").
    expect(ask("how many members")).toEqual({ measures: ["patrons.count"] });
    expect(ask("staff members per city")).toEqual({
      measures: ["branches.staff_members"],
      dimensions: ["branches.city"],
    });
  });

  it("a member's stated name is that member", () => {
    expect(ask("fines per branch")).toEqual({ measures: ["loans.late_fee"], dimensions: ["branches.name"] });
    expect(libraryEngine.searchEntities("fines per branch")).toEqual(["loans", "branches"]);
  });
});

describe("an entity noun groups by the entity's name-like dimension (rules 3, 6, 7)", () => {
  it("in rankings, groupings and conditions on another cube's measure", () => {
    expect(ask("which book has the most loans today")).toEqual({
      measures: ["loans.count"],
      dimensions: ["books.headline"],
      timeDimensions: [{ dimension: "loans.loaned_at", dateRange: "today" }],
      order: [["loans.count", "desc"]],
      limit: 1,
    });
    expect(ask("renewals per book")).toEqual({ measures: ["loans.renewals"], dimensions: ["books.headline"] });
    expect(ask("books with more than 500 loans this year")).toEqual({
      measures: ["loans.count"],
      dimensions: ["books.headline"],
      timeDimensions: [{ dimension: "loans.loaned_at", dateRange: "this year" }],
      filters: [{ member: "loans.count", operator: "gt", values: ["500"] }],
    });
    expect(ask("members with at least 3 checkouts")).toEqual({
      measures: ["loans.count"],
      dimensions: ["patrons.full_name"],
      filters: [{ member: "loans.count", operator: "gte", values: ["3"] }],
    });
  });
});

describe("a plural noun whose -ing form names a cube is that cube's entity", () => {
  it("reads ~ readings: default count, boolean filter, grouping", () => {
    const answer = libraryEngine.answer({ question: "not estimated reads per read source this week", now: NOW });
    expect(canonical(answer.query)).toEqual({
      measures: ["readings.count"],
      dimensions: ["readings.read_source"],
      timeDimensions: [{ dimension: "readings.read_at", dateRange: "this week" }],
      filters: [{ member: "readings.is_estimated", operator: "equals", values: ["false"] }],
    });
    expect(answer.chartType).toBe("bar");
    expect(ask("how many reads last week")).toEqual({
      measures: ["readings.count"],
      timeDimensions: [{ dimension: "readings.read_at", dateRange: "last week" }],
    });
  });

  it("not for a verb, nor for nouns of another word (pays = wages, not payments)", () => {
    expect(ask("who reads the most books")?.measures ?? []).not.toContain("readings.count");
    expect(ask("pays per method")?.measures ?? []).not.toContain("payments.count");
  });
});

describe("unlisted values of specific kinds (filter-fields, no dictionary)", () => {
  it("a capitalised name before a singular entity noun is that entity's name", () => {
    expect(fields("premises on the Evergreen tariff")).toEqual(["tariffs.name"]);
    expect(askField("how many premises on the Evergreen tariff by city")).toEqual({
      measures: ["premises.count"],
      dimensions: ["premises.city"],
      filters: [{ member: "tariffs.name", operator: "equals", values: ["Evergreen"] }],
    });
  });

  it("a 4-6 digit number after 'in' with a postal-code dimension", () => {
    expect(askField("premises in 90210")).toEqual({
      measures: ["premises.count"],
      filters: [{ member: "premises.zip_code", operator: "equals", values: ["90210"] }],
    });
    expect(fields("average usage of premises in 02139")).toEqual(["premises.zip_code"]);
  });

  it("generic group names ('Crew Bravo', 'Team Alpha') go whole to a team-like dimension", () => {
    expect(askField("callouts handled by Crew Bravo")).toEqual({
      measures: ["callouts.count"],
      filters: [{ member: "callouts.crew", operator: "equals", values: ["Crew Bravo"] }],
    });
    expect(fields("hours by agent for Team Alpha last week")).toEqual(["callouts.crew"]);
    expect(askField("callouts by crew")).toEqual({ measures: ["callouts.count"], dimensions: ["callouts.crew"] });
  });

  it("language names go to a language-like dimension", () => {
    expect(fields("callouts in Spanish")).toEqual(["callouts.caller_language"]);
    expect(askField("french callouts by fault type")).toEqual({
      measures: ["callouts.count"],
      dimensions: ["callouts.fault_type"],
      filters: [{ member: "callouts.caller_language", operator: "equals", values: ["french"] }],
    });
    expect(ask("Spanish books by genre")).toEqual({
      measures: ["books.count"],
      dimensions: ["books.genre"],
      filters: [{ member: "books.language", operator: "equals", values: ["Spanish"] }],
    });
  });
});
