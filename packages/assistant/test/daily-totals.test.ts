/**
 * Tables of daily (or weekly) totals, `DailyTrips` with a `totalTrips` sum and no count: "how many trips" is that
 * sum, the measure named for the rows' things, where the question was refused; and "POI trips" names
 * `DailyPoiTrips`, whose grain word says how its rows are totalled, so a note on "trips" does not split the phrase.
 * Found on `transit`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "DailyOrders",
      measures: [m("DailyOrders.totalOrders", "sum")],
      dimensions: [m("DailyOrders.date", "time"), m("DailyOrders.channelId", "number")],
    },
    {
      name: "DailyStoreOrders",
      measures: [m("DailyStoreOrders.totalOrders", "sum")],
      dimensions: [m("DailyStoreOrders.date", "time"), m("DailyStoreOrders.storeId", "number")],
    },
  ],
  notes: ["orders means DailyOrders.totalOrders"],
};

const care: Catalogue = {
  cubes: [
    {
      name: "WeeklyVisits",
      measures: [m("WeeklyVisits.totalVisits", "sum")],
      dimensions: [m("WeeklyVisits.week", "time"), m("WeeklyVisits.regionId", "number")],
    },
    {
      name: "WeeklyClinicVisits",
      measures: [m("WeeklyClinicVisits.totalVisits", "sum")],
      dimensions: [m("WeeklyClinicVisits.week", "time"), m("WeeklyClinicVisits.clinicId", "number")],
    },
  ],
  notes: ["visits means WeeklyVisits.totalVisits"],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    counted: "how many orders were placed last week?",
    total: {
      measures: ["DailyOrders.totalOrders"],
      timeDimensions: [{ dimension: "DailyOrders.date", dateRange: "last week" }],
    },
    qualified: "store orders per month",
    other: {
      measures: ["DailyStoreOrders.totalOrders"],
      timeDimensions: [{ dimension: "DailyStoreOrders.date", granularity: "month" }],
    },
  },
  {
    name: "care",
    catalogue: care,
    counted: "how many visits last month?",
    total: {
      measures: ["WeeklyVisits.totalVisits"],
      timeDimensions: [{ dimension: "WeeklyVisits.week", dateRange: "last month" }],
    },
    qualified: "clinic visits per quarter",
    other: {
      measures: ["WeeklyClinicVisits.totalVisits"],
      timeDimensions: [{ dimension: "WeeklyClinicVisits.week", granularity: "quarter" }],
    },
  },
])("tables of daily totals ($name)", ({ catalogue, counted, total, qualified, other }) => {
  const ask = asker(catalogue, catalogue.notes);

  it("counts the rows' things by the sum named for them", () => {
    expect(ask(counted)).toEqual(total);
  });

  it("reads the table's name without its grain word before the note's shorter phrase", () => {
    expect(ask(qualified)).toEqual(other);
  });
});
