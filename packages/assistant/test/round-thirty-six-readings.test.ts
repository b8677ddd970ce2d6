/**
 * Found on round thirty-six (`shopifydtc`, `oss-health`), each on two catalogues of our own: the initials of a cube's
 * noun that its members use as a word name the cube ("PR comments" are comments of pull requests, not PR authors);
 * an entity ranked by a measure of rows that carry its address (`repository_url`) is grouped by that address; a
 * cube's row count is its count named for the rows, before a count of some of them (`on_time_count`); "nr of"
 * counts as "number of" does; rows a boolean picks, broken down over time, are counted ("first orders by month").
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { createEngine } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const codeReview: Catalogue = {
  cubes: [
    {
      name: "PullRequestsOverview",
      measures: [
        m("PullRequestsOverview.comments_count", "count"),
        m("PullRequestsOverview.merged_count", "count_distinct"),
        m("PullRequestsOverview.pr_authors", "count_distinct"),
      ],
      dimensions: [m("PullRequestsOverview.repository_url", "string"), m("PullRequestsOverview.timestamp", "time")],
    },
    {
      name: "TenantsRepositories",
      measures: [],
      dimensions: [m("TenantsRepositories.repoUrl", "string"), m("TenantsRepositories.tenant_name", "string")],
    },
    {
      name: "LfxRepository",
      measures: [],
      dimensions: [m("LfxRepository.repositoryId", "string"), m("LfxRepository.url", "string")],
    },
  ],
};

const purchasing: Catalogue = {
  cubes: [
    {
      name: "PurchaseOrdersSummary",
      measures: [
        m("PurchaseOrdersSummary.line_count", "count"),
        m("PurchaseOrdersSummary.po_buyers", "count_distinct"),
      ],
      dimensions: [m("PurchaseOrdersSummary.supplier", "string"), m("PurchaseOrdersSummary.ordered_at", "time")],
    },
  ],
};

const downloads: Catalogue = {
  cubes: [
    {
      name: "Downloads",
      measures: [m("Downloads.count", "count")],
      dimensions: [m("Downloads.package_url", "string"), m("Downloads.downloaded_at", "time")],
    },
    {
      name: "Packages",
      measures: [m("Packages.count", "count")],
      dimensions: [m("Packages.maintainer", "string"), m("Packages.registry", "string")],
    },
    {
      name: "PackageRegistry",
      measures: [],
      dimensions: [m("PackageRegistry.host", "string")],
    },
  ],
};

const fulfilment: Catalogue = {
  cubes: [
    {
      name: "fulfillments",
      measures: [
        m("fulfillments.on_time_count", "count"),
        m("fulfillments.late_count", "count"),
        m("fulfillments.fulfillment_count", "count_distinct_approx"),
      ],
      dimensions: [m("fulfillments.carrier", "string"), m("fulfillments.fulfilled_at", "time")],
    },
  ],
};

const inspections: Catalogue = {
  cubes: [
    {
      name: "inspections",
      measures: [
        m("inspections.failed_count", "count"),
        m("inspections.passed_count", "count"),
        m("inspections.inspection_count", "count_distinct"),
      ],
      dimensions: [m("inspections.site", "string"), m("inspections.inspected_at", "time")],
    },
  ],
};

const voters: Catalogue = {
  cubes: [
    {
      name: "Voters",
      measures: [m("Voters.count", "count")],
      dimensions: [m("Voters.number", "string"), m("Voters.profession", "string")],
    },
  ],
};

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.order_count", "count")],
      dimensions: [m("orders.is_first_order", "boolean"), m("orders.created_at", "time")],
    },
  ],
};

const telephony: Catalogue = {
  cubes: [
    {
      name: "calls",
      measures: [m("calls.call_count", "count")],
      dimensions: [m("calls.is_missed_call", "boolean"), m("calls.started_at", "time")],
    },
  ],
};

const helpDesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.number", "string"), m("tickets.queue", "string")],
    },
  ],
};

describe.each([
  {
    name: "code review, initials of pull requests",
    catalogue: codeReview,
    question: "PR comments per repository",
    want: {
      measures: ["PullRequestsOverview.comments_count"],
      dimensions: ["PullRequestsOverview.repository_url"],
    },
  },
  {
    name: "purchasing, initials of purchase orders",
    catalogue: purchasing,
    question: "PO lines by supplier",
    want: { measures: ["PurchaseOrdersSummary.line_count"], dimensions: ["PurchaseOrdersSummary.supplier"] },
  },
  {
    name: "code review, repositories ranked by their address",
    catalogue: codeReview,
    question: "top 5 repositories by merged PRs",
    want: {
      measures: ["PullRequestsOverview.merged_count"],
      dimensions: ["PullRequestsOverview.repository_url"],
      order: [["PullRequestsOverview.merged_count", "desc"]],
      limit: 5,
    },
  },
  {
    name: "downloads, packages ranked by their address",
    catalogue: downloads,
    question: "top 3 packages by downloads",
    want: {
      measures: ["Downloads.count"],
      dimensions: ["Downloads.package_url"],
      order: [["Downloads.count", "desc"]],
      limit: 3,
    },
  },
  {
    name: "fulfilment, the count of all rows",
    catalogue: fulfilment,
    question: "weekly fulfillments by carrier",
    want: {
      measures: ["fulfillments.fulfillment_count"],
      dimensions: ["fulfillments.carrier"],
      timeDimensions: [{ dimension: "fulfillments.fulfilled_at", granularity: "week" }],
    },
  },
  {
    name: "inspections, the count of all rows",
    catalogue: inspections,
    question: "inspections by site",
    want: { measures: ["inspections.inspection_count"], dimensions: ["inspections.site"] },
  },
  {
    name: "voters, nr of",
    catalogue: voters,
    question: "nr of voters by profession",
    want: { measures: ["Voters.count"], dimensions: ["Voters.profession"] },
  },
  {
    name: "help desk, num of",
    catalogue: helpDesk,
    question: "num of tickets by queue",
    want: { measures: ["tickets.count"], dimensions: ["tickets.queue"] },
  },
  {
    name: "shop, rows a boolean picks, over time",
    catalogue: shop,
    question: "first orders by month",
    want: {
      measures: ["orders.order_count"],
      timeDimensions: [{ dimension: "orders.created_at", granularity: "month" }],
      filters: [{ member: "orders.is_first_order", operator: "equals", values: ["true"] }],
    },
  },
  {
    name: "telephony, rows a boolean picks, over time",
    catalogue: telephony,
    question: "missed calls per week",
    want: {
      measures: ["calls.call_count"],
      timeDimensions: [{ dimension: "calls.started_at", granularity: "week" }],
      filters: [{ member: "calls.is_missed_call", operator: "equals", values: ["true"] }],
    },
  },
])("round thirty-six ($name)", (c) => {
  it("reads as the rules say", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

interface NoteCase {
  name: string;
  catalogue: Catalogue;
  notes: string[];
  values: Record<string, string[]>;
  question: string;
  want: unknown;
}

describe.each<NoteCase>([
  {
    name: "staff directory",
    catalogue: {
      cubes: [
        {
          name: "employees",
          measures: [m("employees.count", "count")],
          dimensions: [m("employees.last_name", "string"), m("employees.title", "string")],
        },
      ],
    },
    notes: ["use employees.last_name for sales rep"],
    values: { "employees.title": ["Sales Representative", "Sales Manager"] },
    question: "show the last names of sales representatives",
    want: {
      dimensions: ["employees.last_name"],
      filters: [{ member: "employees.title", operator: "equals", values: ["Sales Representative"] }],
    },
  },
  {
    name: "purchasing",
    catalogue: {
      cubes: [
        {
          name: "orders",
          measures: [m("orders.count", "count")],
          dimensions: [m("orders.buyer", "string"), m("orders.department", "string")],
        },
      ],
    },
    notes: ["mgr means orders.buyer"],
    values: { "orders.department": ["Managers", "Engineering"] },
    question: "orders from managers by buyer",
    want: {
      measures: ["orders.count"],
      dimensions: ["orders.buyer"],
      filters: [{ member: "orders.department", operator: "equals", values: ["Managers"] }],
    },
  },
])("a note met only through a short form of its words ($name)", (c) => {
  it("yields to a dictionary value the question spells in full", () => {
    const engine = createEngine(c.catalogue, [], { now: () => NOW });
    expect(engine.answer({ question: c.question, notes: c.notes, values: c.values, now: NOW }).query).toEqual(c.want);
  });
});
