/**
 * Ways of phrasing found at the gaming first contact, each pinned on two catalogues of our own: clipped entity
 * nouns ("devs"), a negated state, a grouping that finishes a measure's name, "D with the highest M", a presence
 * cue before a dated condition, "names of X ...", and column names that run a word into a number ("7d").
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker, hospital, library } from "./own-catalogues.js";

const studio: Catalogue = {
  cubes: [
    {
      name: "Developers",
      measures: [m("Developers.count", "count"), m("Developers.avgTitlesPerDeveloper", "avg")],
      dimensions: [
        m("Developers.name", "string"),
        m("Developers.country", "string"),
        m("Developers.foundedAt", "time"),
      ],
    },
    {
      name: "TitleDevelopers",
      measures: [m("TitleDevelopers.count", "count")],
      dimensions: [m("TitleDevelopers.role", "string")],
    },
    {
      name: "Titles",
      measures: [m("Titles.count", "count"), m("Titles.freeCount", "count"), m("Titles.avgRating", "avg")],
      dimensions: [
        m("Titles.name", "string"),
        m("Titles.genre", "string"),
        m("Titles.isFree", "boolean"),
        m("Titles.rating30d", "number"),
        m("Titles.releasedAt", "time"),
      ],
    },
  ],
};
const clinics: Catalogue = {
  cubes: [
    {
      name: "practitioners",
      measures: [m("practitioners.count", "count"), m("practitioners.avg_visits_per_practitioner", "avg")],
      dimensions: [m("practitioners.name", "string"), m("practitioners.licensed_at", "time")],
    },
    {
      name: "appointments",
      measures: [m("appointments.count", "count"), m("appointments.paid_count", "count")],
      dimensions: [
        m("appointments.clinic", "string"),
        m("appointments.is_paid", "boolean"),
        m("appointments.wait7d", "number"),
      ],
    },
  ],
};

describe("phrasing", () => {
  it("reads a clipped entity noun as the entity (studio, clinics)", () => {
    expect(asker(studio)("no. of devs")).toEqual({ measures: ["Developers.count"] });
    expect(asker(clinics)("how many practs")).toEqual({ measures: ["practitioners.count"] });
  });

  it("reads a negated state as the boolean set to false (studio, clinics)", () => {
    expect(asker(studio)("titles that are not free by genre")).toEqual({
      measures: ["Titles.count"],
      dimensions: ["Titles.genre"],
      filters: [{ member: "Titles.isFree", operator: "equals", values: ["false"] }],
    });
    expect(asker(clinics)("appointments that are not paid by clinic")).toEqual({
      measures: ["appointments.count"],
      dimensions: ["appointments.clinic"],
      filters: [{ member: "appointments.is_paid", operator: "equals", values: ["false"] }],
    });
  });

  it("keeps 'per X' inside a measure's name (studio, clinics)", () => {
    expect(asker(studio)("avg titles per developer")).toEqual({ measures: ["Developers.avgTitlesPerDeveloper"] });
    expect(asker(clinics)("avg visits per practitioner")).toEqual({
      measures: ["practitioners.avg_visits_per_practitioner"],
    });
  });

  it("ranks 'D with the highest M', one for a singular D (studio, hospital)", () => {
    expect(asker(studio)("genre with the highest avg rating")).toEqual({
      measures: ["Titles.avgRating"],
      dimensions: ["Titles.genre"],
      order: [["Titles.avgRating", "desc"]],
      limit: 1,
    });
    expect(asker(hospital)("ward with the lowest avg length of stay")).toEqual({
      measures: ["admissions_fact.avg_length_of_stay"],
      dimensions: ["admissions_fact.ward"],
      order: [["admissions_fact.avg_length_of_stay", "asc"]],
      limit: 1,
    });
  });

  it("takes a dated condition after 'with a' as the condition only (studio, clinics)", () => {
    expect(asker(studio)("how many developers with a founded date before 2010")).toEqual({
      measures: ["Developers.count"],
      filters: [{ member: "Developers.foundedAt", operator: "beforeDate", values: ["2010-01-01"] }],
    });
    expect(asker(clinics)("how many practitioners with a licensed date before 2015")).toEqual({
      measures: ["practitioners.count"],
      filters: [{ member: "practitioners.licensed_at", operator: "beforeDate", values: ["2015-01-01"] }],
    });
  });

  it("lists 'names of X with ...' and reads words run into numbers (studio, clinics)", () => {
    expect(asker(studio)("names of titles with rating 30d above 4")).toEqual({
      dimensions: ["Titles.name"],
      filters: [{ member: "Titles.rating30d", operator: "gt", values: ["4"] }],
    });
    expect(asker(clinics)("names of practitioners licensed before 2015")).toEqual({
      dimensions: ["practitioners.name"],
      filters: [{ member: "practitioners.licensed_at", operator: "beforeDate", values: ["2015-01-01"] }],
    });
    expect(asker(clinics)("appointments by clinic with wait 7d above 3")).toMatchObject({
      filters: [{ member: "appointments.wait7d", operator: "gt", values: ["3"] }],
    });
  });
});

describe("from the point-of-sale first contact", () => {
  // Facts that point at their dimensions by key (`channelId`), as warehouse star schemas do.
  const tills: Catalogue = {
    cubes: [
      {
        name: "Tickets",
        measures: [m("Tickets.count", "count"), m("Tickets.totalAmount", "sum")],
        dimensions: [m("Tickets.channelId", "string"), m("Tickets.createdAt", "time")],
      },
      { name: "Channels", measures: [m("Channels.count", "count")], dimensions: [m("Channels.name", "string")] },
    ],
  };
  const visits: Catalogue = {
    cubes: [
      {
        name: "visits",
        measures: [m("visits.count", "count")],
        dimensions: [m("visits.clinic_id", "string"), m("visits.started_at", "time")],
      },
      { name: "clinics", measures: [m("clinics.count", "count")], dimensions: [m("clinics.name", "string")] },
    ],
  };

  it("gives a name typed for a key column to the name column of the cube it refers to (tills, visits)", () => {
    expect(
      createEngine(tills)
        .filterFields("total amount on Glovo last week")
        .map((f) => f.name),
    ).toEqual(["Channels.name"]);
    expect(
      createEngine(visits)
        .filterFields("visits where clinic id is Northside")
        .map((f) => f.name),
    ).toEqual(["clinics.name"]);
  });

  it("counts the entity when a note names its plural's column (library, hospital)", () => {
    expect(asker(library, ["author refers to authors.name"])("number of authors per country")).toEqual({
      measures: ["authors.count"],
      dimensions: ["authors.country"],
    });
    expect(asker(hospital, ["doctor refers to doctors.name"])("how many doctors by specialty")).toEqual({
      measures: ["doctors.count"],
      dimensions: ["doctors.specialty"],
    });
  });
});

describe("from the nonprofit first contact", () => {
  // Measures named by nothing but their aggregation, as Cube models sometimes name them.
  const gifts: Catalogue = {
    cubes: [
      {
        name: "Gifts",
        measures: [m("Gifts.count", "count"), m("Gifts.average", "avg"), m("Gifts.max", "max")],
        dimensions: [m("Gifts.channel", "string"), m("Gifts.amount", "number")],
      },
    ],
  };
  const fares: Catalogue = {
    cubes: [
      {
        name: "fares",
        measures: [m("fares.count", "count"), m("fares.mean", "avg"), m("fares.minimum", "min")],
        dimensions: [m("fares.route", "string")],
      },
    ],
  };

  it("reads 'average X' as X's cube's own average (gifts, fares)", () => {
    expect(asker(gifts)("average gift by channel")).toEqual({
      measures: ["Gifts.average"],
      dimensions: ["Gifts.channel"],
    });
    expect(asker(gifts)("maximum gift")).toEqual({ measures: ["Gifts.max"] });
    expect(asker(fares)("minimum fare per route")).toEqual({
      measures: ["fares.minimum"],
      dimensions: ["fares.route"],
    });
  });
});

describe("British and American spellings", () => {
  const shipping: Catalogue = {
    cubes: [
      {
        name: "shipments",
        measures: [m("shipments.count", "count")],
        dimensions: [m("shipments.fulfillment_center", "string"), m("shipments.color", "string")],
      },
    ],
  };
  it("read the catalogue's spelling (shipping: -ll-, -our, -tre)", () => {
    expect(asker(shipping)("shipments by fulfilment centre")).toEqual({
      measures: ["shipments.count"],
      dimensions: ["shipments.fulfillment_center"],
    });
    expect(asker(shipping)("shipments per colour")).toEqual({
      measures: ["shipments.count"],
      dimensions: ["shipments.color"],
    });
  });
});

describe("a list of values", () => {
  const parcels: Catalogue = {
    cubes: [
      {
        name: "parcels",
        measures: [m("parcels.count", "count")],
        dimensions: [m("parcels.status", "string"), m("parcels.shipped_at", "time")],
      },
    ],
    values: { "parcels.status": ["Shipped", "Delivered", "Lost"] },
  };
  const labs = { ...hospital, values: { "lab_orders.status": ["Ordered", "Completed", "Cancelled"] } };

  it("takes a value that is also a column's word when it is joined to another value (parcels, hospital)", () => {
    expect(asker(parcels)("parcels excluding lost and shipped")).toEqual({
      measures: ["parcels.count"],
      filters: [{ member: "parcels.status", operator: "notEquals", values: ["Lost", "Shipped"] }],
    });
    expect(asker(labs)("lab orders excluding ordered and cancelled")).toEqual({
      measures: ["lab_orders.lo_count"],
      filters: [{ member: "lab_orders.status", operator: "notEquals", values: ["Ordered", "Cancelled"] }],
    });
  });
});

describe("names of an entity", () => {
  it("are the entity's own name column, listed (library, hospital)", () => {
    expect(asker(library)("names of authors")).toEqual({ dimensions: ["authors.name"] });
    expect(asker(hospital)("list the names of doctors")).toEqual({ dimensions: ["doctors.name"] });
  });

  it("are listed, also with a state between 'of' and the entity (library, hospital)", () => {
    expect(asker(library)("names of active members")).toEqual({
      dimensions: ["members_dim.member_name"],
      filters: [{ member: "members_dim.is_active", operator: "equals", values: ["true"] }],
    });
    expect(asker(hospital)("name of the deceased patients")).toEqual({
      dimensions: ["patients_dim.patient_name"],
      filters: [{ member: "patients_dim.isdeceased", operator: "equals", values: ["true"] }],
    });
  });
});
