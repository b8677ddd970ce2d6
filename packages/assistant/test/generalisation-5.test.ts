/**
 * More causes seen on held-back domains, pinned in a car-workshop catalogue of our own: unlisted values that
 * name an entity's kind, negations before a grouping, tier names vs another cube's city, per-row number
 * conditions, plural acronyms, compounds a member spells apart, participles vs -able booleans and device words.
 * No value dictionary (as filter-fields and search-entities run).
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, canonical, member as m } from "./helpers.js";

const workshop: Catalogue = {
  cubes: [
    {
      name: "repairs",
      title: "Repairs",
      measures: [
        m("repairs.count", "count", "Repairs"),
        m("repairs.avg_labour_minutes", "avg", "Average Labour Minutes"),
        m("repairs.revenue", "sum", "Revenue"),
        m("repairs.avg_wait", "avg", "Wait"),
      ],
      dimensions: [
        m("repairs.repair_name", "string"),
        m("repairs.workshop", "string", "Workshop"),
        m("repairs.priority", "string", "Priority"),
        m("repairs.intake_source", "string", "Intake Source"),
        m("repairs.labour_minutes", "number", "Labour Minutes"),
        m("repairs.wait_minutes", "number", "Wait Minutes"),
        m("repairs.opened_at", "time", "Opened At"),
      ],
    },
    {
      name: "memberships",
      title: "Memberships",
      measures: [m("memberships.count", "count", "Members")],
      dimensions: [m("memberships.level", "string", "Level"), m("memberships.started_at", "time")],
    },
    {
      name: "garages",
      title: "Garages",
      measures: [m("garages.count", "count")],
      dimensions: [m("garages.name", "string", "Name"), m("garages.city", "string", "City")],
    },
    {
      name: "parts",
      title: "Parts",
      measures: [m("parts.count", "count", "Parts")],
      dimensions: [
        m("parts.sku", "string", "SKU"),
        m("parts.is_refundable", "boolean", "Refundable"),
        m("parts.status", "string", "Status"),
        m("parts.supplier", "string", "Supplier"),
      ],
    },
    {
      name: "visits",
      title: "Visits",
      measures: [m("visits.count", "count", "Visits")],
      dimensions: [
        m("visits.is_checked_in", "boolean", "Checked In"),
        m("visits.garage", "string", "Garage"),
        m("visits.channel", "string", "Channel"),
        m("visits.device_type", "string", "Device Type"),
        m("visits.visited_at", "time", "Visited At"),
      ],
    },
    {
      name: "customers",
      title: "Customers",
      measures: [m("customers.count", "count", "Customers")],
      dimensions: [
        m("customers.full_name", "string", "Full Name"),
        m("customers.first_checkin_at", "time", "First Checkin At"),
      ],
    },
  ],
};

const engine = createEngine(workshop, [], { now: () => NOW });
const answer = (question: string) => engine.answer({ question, now: NOW });
const ask = (question: string) => canonical(answer(question).query);
const fieldsOf = (question: string) => engine.filterFields(question).map((field) => field.name);

describe("unlisted values before an entity noun", () => {
  it("go to the entity's own type/name/category/kind column, identifiers kept whole", () => {
    expect(ask("brake_pad and oil_change repairs by workshop")).toEqual(
      canonical({
        measures: ["repairs.count"],
        dimensions: ["repairs.workshop"],
        filters: [{ member: "repairs.repair_name", operator: "equals", values: ["brake_pad", "oil_change"] }],
      }),
    );
    expect(fieldsOf("bodywork and windscreen repairs by workshop")).toEqual(["repairs.repair_name"]);
  });
});

describe("a negated value before a grouping", () => {
  it("is not the grouped dimension's value", () => {
    expect(fieldsOf("repairs excluding kiosk for each priority last month")).toEqual(["repairs.intake_source"]);
    // An acronym no English dictionary knows is most often a channel or source.
    expect(fieldsOf("repairs excluding IVR for each priority")).toEqual(["repairs.intake_source"]);
  });

  it("after the grouping still goes to the grouped dimension", () => {
    expect(fieldsOf("repairs by workshop, except Northside")).toEqual(["repairs.workshop"]);
  });
});

describe("capitalised unlisted values", () => {
  it("prefer a dimension of the cubes in use over another cube's city", () => {
    expect(fieldsOf("members in Gold and Platinum")).toEqual(["memberships.level"]);
    expect(fieldsOf("members from Diamond")).toEqual(["memberships.level"]);
    // A generic tier name is a tier even when the cubes in use are others (customers, garages).
    expect(fieldsOf("customers other than Gold and Platinum by garage")).toEqual(["memberships.level"]);
    expect(ask("Gold and Platinum customers")).toEqual(
      canonical({
        measures: ["customers.count"],
        filters: [{ member: "memberships.level", operator: "equals", values: ["Gold", "Platinum"] }],
      }),
    );
  });

  it("still go to another cube's city when they are places", () => {
    expect(fieldsOf("members from Lyon")).toEqual(["garages.city"]);
  });
});

describe("per-row number conditions", () => {
  it("go to the number dimension, units included, when no aggregation word is said", () => {
    const dimension = canonical({
      measures: ["repairs.count"],
      dimensions: ["repairs.workshop"],
      filters: [{ member: "repairs.labour_minutes", operator: "gt", values: ["90"] }],
    });
    expect(ask("repairs lasting more than 90 min by workshop")).toEqual(dimension);
    expect(ask("repairs longer than 90 minutes by workshop")).toEqual(dimension);
    // The average's title is the exact phrase, yet no average was asked for.
    expect(fieldsOf("repairs with wait above 20 by workshop")).toEqual(["repairs.wait_minutes"]);
    expect(fieldsOf("workshops with average wait above 20")).toEqual(["repairs.avg_wait"]);
  });

  it("keep measure conditions named with their aggregation word, and sums", () => {
    expect(ask("workshops with average labour minutes above 90")).toEqual(
      canonical({
        measures: ["repairs.avg_labour_minutes"],
        dimensions: ["repairs.workshop"],
        filters: [{ member: "repairs.avg_labour_minutes", operator: "gt", values: ["90"] }],
      }),
    );
    expect(ask("workshops with revenue above 10k")).toEqual(
      canonical({
        measures: ["repairs.revenue"],
        dimensions: ["repairs.workshop"],
        filters: [{ member: "repairs.revenue", operator: "gt", values: ["10000"] }],
      }),
    );
  });
});

describe("plural acronyms", () => {
  it("name the member spelled by their singular", () => {
    expect(ask("list SKUs")).toEqual(canonical({ dimensions: ["parts.sku"] }));
    expect(ask("first 20 SKUs")).toEqual(canonical({ dimensions: ["parts.sku"], limit: 20 }));
  });
});

describe("compounds a member spells apart", () => {
  it("are not joined into another member's one-word form", () => {
    const reply = answer("share of checked-in visits by garage");
    expect(canonical(reply.query)).toEqual(
      canonical({
        measures: ["visits.count"],
        dimensions: ["visits.garage"],
        filters: [{ member: "visits.is_checked_in", operator: "equals", values: ["true"] }],
      }),
    );
    expect(reply.chartType).toBe("donut");
  });
});

describe("participles and -able booleans", () => {
  it("are different words: a participle before an entity is a state", () => {
    expect(ask("refunded parts by supplier")).toEqual(
      canonical({
        measures: ["parts.count"],
        dimensions: ["parts.supplier"],
        filters: [{ member: "parts.status", operator: "equals", values: ["refunded"] }],
      }),
    );
    expect(fieldsOf("refundable parts")).toEqual(["parts.is_refundable"]);
  });
});

describe("device words", () => {
  it("go to a device-like dimension before a channel", () => {
    expect(fieldsOf("visits on tablets by garage")).toEqual(["visits.device_type"]);
    expect(fieldsOf("visits from mobile last month")).toEqual(["visits.device_type"]);
  });
});
