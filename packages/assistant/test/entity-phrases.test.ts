/**
 * How an entity's and a member's own words shape an answer (ANSWERS.md rules 2, 4, 5, 7, 8 and 10), from the
 * food-delivery and manufacturing first contacts: a count the cube names after the noun is the count asked for; a
 * measure about each entity groups by its name; text about an entity is about its name; "first N" rows of a column
 * are a listing; a measure's initials name it; a boolean's stated value is taken; shared columns come from the
 * cube that has them all; a named date in a listing is listed by day.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker, hospital, library } from "./own-catalogues.js";

const stores: Catalogue = {
  cubes: [
    {
      name: "stores",
      measures: [m("stores.count", "count"), m("stores.sales_count", "count")],
      dimensions: [m("stores.name", "string"), m("stores.city", "string")],
    },
  ],
};
const drivers: Catalogue = {
  cubes: [
    {
      name: "drivers",
      measures: [m("drivers.count", "count"), m("drivers.trip_count", "sum")],
      dimensions: [m("drivers.name", "string"), m("drivers.depot", "string")],
    },
  ],
};

describe("a count named after the noun", () => {
  it("is the count asked for, alone (hospital, library)", () => {
    expect(asker(hospital)("how many lab orders were open")).toEqual({ measures: ["lab_orders.open_lo_count"] });
    expect(asker(library)("how many book copies were damaged")).toEqual({
      measures: ["book_copies.damaged_bc_count"],
    });
  });
});

describe("a measure about each entity", () => {
  it("groups by the entity's name, also when the measure is of its own cube (stores, drivers)", () => {
    expect(asker(stores)("stores with a sales count of at least 100")).toEqual({
      measures: ["stores.sales_count"],
      dimensions: ["stores.name"],
      filters: [{ member: "stores.sales_count", operator: "gte", values: ["100"] }],
    });
    expect(asker(drivers)("drivers with a trip count above 50")).toEqual({
      measures: ["drivers.trip_count"],
      dimensions: ["drivers.name"],
      filters: [{ member: "drivers.trip_count", operator: "gt", values: ["50"] }],
    });
  });
});

describe("text about an entity", () => {
  it("is about its name column (library, hospital)", () => {
    expect(asker(library)("list authors containing 'son'")).toEqual({
      dimensions: ["authors.name"],
      filters: [{ member: "authors.name", operator: "contains", values: ["son"] }],
    });
    expect(asker(hospital)("list doctors containing 'Lee'")).toEqual({
      dimensions: ["doctors.name"],
      filters: [{ member: "doctors.name", operator: "contains", values: ["Lee"] }],
    });
  });
});

describe("the first N rows", () => {
  it("of a column are a listing with that limit (library, hospital)", () => {
    expect(asker(library)("first 20 book titles")).toEqual({ dimensions: ["book_copies.book_title"], limit: 20 });
    expect(asker(hospital)("first 5 test names for lab orders")).toEqual({
      dimensions: ["lab_orders.test_name"],
      limit: 5,
    });
  });
});

describe("initials of a measure", () => {
  const scores: Catalogue = {
    cubes: [
      {
        name: "surveys",
        measures: [m("surveys.count", "count"), m("surveys.net_promoter_score", "avg")],
        dimensions: [m("surveys.region", "string")],
      },
    ],
  };
  const calls: Catalogue = {
    cubes: [
      {
        name: "calls",
        measures: [m("calls.count", "count"), m("calls.avgHandleTime", "avg", "Average Handle Time")],
        dimensions: [m("calls.team", "string")],
      },
    ],
  };

  it("name it by its name or its title (surveys, calls)", () => {
    expect(asker(scores)("NPS by region")).toEqual({
      measures: ["surveys.net_promoter_score"],
      dimensions: ["surveys.region"],
    });
    expect(asker(calls)("AHT per team")).toEqual({ measures: ["calls.avgHandleTime"], dimensions: ["calls.team"] });
  });
});

describe("a boolean's stated value", () => {
  it("is taken as stated (hospital, library)", () => {
    expect(asker(hospital)("admissions by ward where is emergency is false")).toEqual({
      measures: ["admissions_fact.count"],
      dimensions: ["admissions_fact.ward"],
      filters: [{ member: "admissions_fact.is_emergency", operator: "equals", values: ["false"] }],
    });
    expect(asker(library)("members where is active = yes")).toEqual({
      measures: ["members_dim.count"],
      filters: [{ member: "members_dim.is_active", operator: "equals", values: ["true"] }],
    });
  });
});

describe("columns shared by several cubes", () => {
  // Summary cubes repeat their detail cube's columns, as warehouse models do.
  const plant: Catalogue = {
    cubes: [
      {
        name: "runs",
        measures: [m("runs.count", "count")],
        dimensions: [m("runs.line_name", "string"), m("runs.started_at", "time")],
      },
      {
        name: "line_summary",
        measures: [m("line_summary.count", "count")],
        dimensions: [m("line_summary.line_name", "string"), m("line_summary.first_run_date", "time")],
      },
      {
        name: "part_summary",
        measures: [m("part_summary.count", "count")],
        dimensions: [m("part_summary.part_name", "string"), m("part_summary.first_run_date", "time")],
      },
    ],
  };

  it("come from the one cube that has them all, and a named date is listed by day", () => {
    expect(asker(plant)("list line names with their first run date")).toEqual({
      dimensions: ["line_summary.line_name"],
      timeDimensions: [{ dimension: "line_summary.first_run_date", granularity: "day" }],
    });
  });

  it("a named date is listed by day (library)", () => {
    expect(asker(library)("list member names with their joined date")).toEqual({
      dimensions: ["members_dim.member_name"],
      timeDimensions: [{ dimension: "members_dim.joined_at", granularity: "day" }],
    });
  });
});

describe("from the developer-activity first contact", () => {
  // Number columns with aggregate measures over them, as Cube models often define both.
  const rides: Catalogue = {
    cubes: [
      {
        name: "rides",
        measures: [m("rides.count", "count"), m("rides.max_fare", "max"), m("rides.avg_fare", "avg")],
        dimensions: [m("rides.rider_name", "string"), m("rides.city", "string"), m("rides.fare", "number")],
      },
    ],
  };
  const parcels: Catalogue = {
    cubes: [
      {
        name: "parcels",
        measures: [m("parcels.count", "count"), m("parcels.max_weight", "max"), m("parcels.avg_weight", "avg")],
        dimensions: [m("parcels.tracking_code", "string"), m("parcels.depot", "string"), m("parcels.weight", "number")],
      },
    ],
  };

  it("a superlative read as an aggregation still picks the record (rides, parcels)", () => {
    expect(asker(rides)("the rider name of the ride with the highest fare")).toEqual({
      dimensions: ["rides.rider_name", "rides.fare"],
      order: [["rides.fare", "desc"]],
      limit: 1,
    });
    expect(asker(parcels)("the tracking code of the parcel with the highest weight")).toEqual({
      dimensions: ["parcels.tracking_code", "parcels.weight"],
      order: [["parcels.weight", "desc"]],
      limit: 1,
    });
  });

  it("columns named in a row are listed, number columns as columns (rides, parcels)", () => {
    expect(asker(rides)("show the rider name, fare and city of rides")).toEqual({
      dimensions: ["rides.rider_name", "rides.fare", "rides.city"],
    });
    expect(asker(parcels)("show the tracking code, weight and depot for parcels")).toEqual({
      dimensions: ["parcels.tracking_code", "parcels.weight", "parcels.depot"],
    });
  });

  it("'have no' tests presence (library, hospital)", () => {
    expect(asker(library)("how many members have no phone")).toEqual({
      measures: ["members_dim.count"],
      filters: [{ member: "members_dim.phone", operator: "notSet" }],
    });
    expect(asker(hospital)("how many patients have no blood type")).toEqual({
      measures: ["patients_dim.count"],
      filters: [{ member: "patients_dim.blood_type", operator: "notSet" }],
    });
  });

  it("time columns typed as 'X at' group side by side (library, hospital)", () => {
    expect(asker(library)("loans by loaned at and returned at")).toEqual({
      measures: ["loans_fact.count"],
      timeDimensions: [
        { dimension: "loans_fact.loaned_at", granularity: "day" },
        { dimension: "loans_fact.returned_at", granularity: "day" },
      ],
    });
    expect(asker(hospital)("admissions by admitted at and discharged at")).toEqual({
      measures: ["admissions_fact.count"],
      timeDimensions: [
        { dimension: "admissions_fact.admitted_at", granularity: "day" },
        { dimension: "admissions_fact.discharged_at", granularity: "day" },
      ],
    });
  });
});
