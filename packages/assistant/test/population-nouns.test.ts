import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * Models with no cube named after their entity name it by a column ("Vehicle", "Guest"). After "for", "from" or a
 * measure's "of", that plural noun is the population the answer is taken over, not a grouping; "each" or "by"
 * still groups. Two domains of our own.
 */
const fleet: Catalogue = {
  cubes: [
    {
      name: "fleet_register",
      measures: [member("fleet_register.total_mileage", "sum", "Mileage"), member("fleet_register.fuel_cost", "sum")],
      dimensions: [
        member("fleet_register.vehicle", "string", "Vehicle"),
        member("fleet_register.status", "string", "Status"),
        member("fleet_register.depot", "string", "Depot"),
      ],
    },
  ],
  values: { "fleet_register.status": ["Idle", "In service", "Retired"] },
};

/**
 * Dates named by a verb and its particle ("checked in", "checked out"), the wrong one first in the catalogue, and
 * a cube named by the same words.
 */
const hotel: Catalogue = {
  cubes: [
    {
      name: "hotel_stays",
      measures: [member("hotel_stays.nights", "sum"), member("hotel_stays.count", "count")],
      dimensions: [
        member("hotel_stays.guest", "string", "Guest"),
        member("hotel_stays.check_in_date", "time"),
        member("hotel_stays.check_out_date", "time"),
        member("hotel_stays.is_vip", "boolean", "VIP"),
      ],
    },
    // A cube named by the same verb and particle: the period still needs the stay's date.
    {
      name: "CheckOut",
      measures: [member("CheckOut.count", "count")],
      dimensions: [member("CheckOut.desk", "string"), member("CheckOut.check_out_time", "time")],
    },
  ],
};

const newsletter: Catalogue = {
  cubes: [
    {
      name: "newsletter",
      measures: [member("newsletter.count", "count"), member("newsletter.opens", "sum")],
      dimensions: [
        member("newsletter.subscriber", "string", "Subscriber"),
        member("newsletter.list_name", "string"),
        member("newsletter.opted_in_at", "time"),
        member("newsletter.opted_out_at", "time"),
      ],
    },
    {
      name: "OptOut",
      measures: [member("OptOut.count", "count")],
      dimensions: [member("OptOut.reason", "string"), member("OptOut.opt_out_date", "time")],
    },
  ],
};

describe("a plural noun that names a column is the population after 'for', 'from' or a measure's 'of'", () => {
  it("fleet: the vehicles are filtered, not listed; 'each' and 'by' still group", () => {
    const ask = asker(fleet);
    expect(ask("total mileage for idle vehicles")).toEqual({
      measures: ["fleet_register.total_mileage"],
      filters: [{ member: "fleet_register.status", operator: "equals", values: ["Idle"] }],
    });
    expect(ask("fuel cost of vehicles in service by depot")).toEqual({
      measures: ["fleet_register.fuel_cost"],
      dimensions: ["fleet_register.depot"],
      filters: [{ member: "fleet_register.status", operator: "equals", values: ["In service"] }],
    });
    const perVehicle = { measures: ["fleet_register.total_mileage"], dimensions: ["fleet_register.vehicle"] };
    expect(ask("total mileage for each vehicle")).toEqual(perVehicle);
    expect(ask("mileage by vehicle")).toEqual(perVehicle);
  });

  it("hotel and newsletter: the guests and subscribers are the population of the measure", () => {
    expect(asker(hotel)("nights from vip guests")).toEqual({
      measures: ["hotel_stays.nights"],
      filters: [{ member: "hotel_stays.is_vip", operator: "equals", values: ["true"] }],
    });
    expect(asker(newsletter)("opens for subscribers by list name")).toEqual({
      measures: ["newsletter.opens"],
      dimensions: ["newsletter.list_name"],
    });
  });
});

describe("a verb and its particle before a period name the date the period is about", () => {
  it("hotel: 'checked out last month' is the check-out date, not the first date of the cube", () => {
    const ask = asker(hotel);
    expect(ask("total nights of guests who checked out last month")).toEqual({
      measures: ["hotel_stays.nights"],
      timeDimensions: [{ dimension: "hotel_stays.check_out_date", dateRange: "last month" }],
    });
    expect(ask("guests who checked out last month")).toEqual({
      dimensions: ["hotel_stays.guest"],
      timeDimensions: [{ dimension: "hotel_stays.check_out_date", dateRange: "last month" }],
    });
  });

  it("newsletter: 'opted out' is the opt-out date", () => {
    expect(asker(newsletter)("total opens of subscribers who opted out last month")).toEqual({
      measures: ["newsletter.opens"],
      timeDimensions: [{ dimension: "newsletter.opted_out_at", dateRange: "last month" }],
    });
  });
});
