/**
 * Short forms people type for member words (ANSWERS.md rule 10), by general rules: a word and a number written
 * as initial + number ("p90" for percentile_90), taken of the quantity named after it; "no. of" for "number of".
 */
import { describe, expect, it } from "vitest";
import { wordKeys } from "../src/text/words.js";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker, hospital, library } from "./own-catalogues.js";

describe("letter-digit short forms", () => {
  it("reads p90 as percentile_90 of the quantity after it (library)", () => {
    expect(asker(library)("p90 loan days by branch")).toEqual({
      measures: ["loans_fact.percentile_90"],
      dimensions: ["loans_fact.branch"],
    });
  });

  it("reads p50 as percentile_50 of the quantity after it (hospital)", () => {
    expect(asker(hospital)("p50 length of stay per ward")).toEqual({
      measures: ["admissions_fact.percentile_50"],
      dimensions: ["admissions_fact.ward"],
    });
  });
});

describe("'no.' for number", () => {
  it("counts after 'no. of' but keeps 'no' a negation", () => {
    expect(asker(library)("no. of members by membership type")).toEqual({
      measures: ["members_dim.count"],
      dimensions: ["members_dim.membership_type"],
    });
    expect(asker(hospital)("no. of lab orders by status")).toEqual({
      measures: ["lab_orders.lo_count"],
      dimensions: ["lab_orders.status"],
    });
    expect(asker(library)("how many members with no phone")).toEqual({
      measures: ["members_dim.count"],
      filters: [{ member: "members_dim.phone", operator: "notSet" }],
    });
  });
});

describe("initials of an entity", () => {
  // Entities whose initials appear in none of their members' names, as in warehouse models.
  const purchasing: Catalogue = {
    cubes: [
      {
        name: "PurchaseOrders",
        measures: [m("PurchaseOrders.count", "count"), m("PurchaseOrders.totalAmount", "sum")],
        dimensions: [m("PurchaseOrders.status", "string"), m("PurchaseOrders.createdAt", "time")],
      },
    ],
    values: { "PurchaseOrders.status": ["open", "received"] },
  };
  const service: Catalogue = {
    cubes: [
      {
        name: "service_requests",
        measures: [m("service_requests.count", "count")],
        dimensions: [m("service_requests.channel", "string"), m("service_requests.opened_at", "time")],
      },
    ],
    values: { "service_requests.channel": ["phone", "web"] },
  };

  it("reads POs as purchase orders, never as a value (purchasing)", () => {
    expect(asker(purchasing)("open POs by month this year")).toEqual({
      measures: ["PurchaseOrders.count"],
      timeDimensions: [{ dimension: "PurchaseOrders.createdAt", granularity: "month", dateRange: "this year" }],
      filters: [{ member: "PurchaseOrders.status", operator: "equals", values: ["open"] }],
    });
  });

  it("reads SR and SRs as service requests (service desk)", () => {
    expect(asker(service)("how many SRs by channel")).toEqual({
      measures: ["service_requests.count"],
      dimensions: ["service_requests.channel"],
    });
    expect(asker(service)("SR trend this year")).toEqual({
      measures: ["service_requests.count"],
      timeDimensions: [{ dimension: "service_requests.opened_at", granularity: "month", dateRange: "this year" }],
    });
  });
});

describe("plurals WordNet does not know", () => {
  it("are plurals all the same: repos -> repo, kpis -> kpi, but status and bonus stay whole", () => {
    expect(wordKeys("repos", "question")).toContain("repo");
    expect(wordKeys("kpis", "catalogue")).toContain("kpi");
    expect(wordKeys("status", "question")).not.toContain("statu");
    expect(wordKeys("bonus", "question")).not.toContain("bonu");
  });
});

describe("'mins' for minutes", () => {
  const calls: Catalogue = {
    cubes: [
      {
        name: "calls",
        measures: [m("calls.count", "count"), m("calls.total_minutes", "sum"), m("calls.min_wait", "min")],
        dimensions: [m("calls.queue", "string")],
      },
    ],
  };
  const rides: Catalogue = {
    cubes: [
      {
        name: "rides",
        measures: [m("rides.count", "count"), m("rides.ride_minutes", "sum")],
        dimensions: [m("rides.city", "string")],
      },
    ],
  };
  it("reads 'mins' as minutes while 'min' stays a minimum (calls, rides)", () => {
    expect(asker(calls)("total mins by queue")).toEqual({
      measures: ["calls.total_minutes"],
      dimensions: ["calls.queue"],
    });
    expect(asker(calls)("min wait by queue")).toEqual({ measures: ["calls.min_wait"], dimensions: ["calls.queue"] });
    expect(asker(rides)("ride mins per city")).toEqual({
      measures: ["rides.ride_minutes"],
      dimensions: ["rides.city"],
    });
  });
});

describe("'msg' for message, as people type it", () => {
  const chat: Catalogue = {
    cubes: [
      {
        name: "Messages",
        measures: [m("Messages.count", "count")],
        dimensions: [m("Messages.room", "string"), m("Messages.sent_at", "time")],
      },
    ],
  };
  const inbox: Catalogue = {
    cubes: [
      {
        name: "support_messages",
        measures: [m("support_messages.count", "count")],
        dimensions: [m("support_messages.status", "string")],
      },
    ],
  };
  it("reads 'msgs' and 'msg' as messages (chat, inbox)", () => {
    expect(asker(chat)("msgs per day this week")).toEqual({
      measures: ["Messages.count"],
      timeDimensions: [{ dimension: "Messages.sent_at", granularity: "day", dateRange: "this week" }],
    });
    expect(asker(inbox)("support msg count by status")).toEqual({
      measures: ["support_messages.count"],
      dimensions: ["support_messages.status"],
    });
  });
});
