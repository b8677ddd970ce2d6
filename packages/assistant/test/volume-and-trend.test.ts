/**
 * "call volume by page", "call trend by day": a cube's head noun before a word for how many there are ("volume")
 * or how that changes ("trend") counts the cube's rows, though one of its columns uses the noun as a modifier
 * (`call_source`). Found on `email` (call tracking). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "HelpDeskTicket",
      measures: [m("HelpDeskTicket.count", "count")],
      dimensions: [
        m("HelpDeskTicket.ticket_source", "string"),
        m("HelpDeskTicket.queue", "string"),
        m("HelpDeskTicket.opened_at", "time"),
      ],
    },
  ],
};

const retail: Catalogue = {
  cubes: [
    {
      name: "web_store_order",
      measures: [m("web_store_order.count", "count")],
      dimensions: [
        m("web_store_order.order_channel", "string"),
        m("web_store_order.region", "string"),
        m("web_store_order.placed_at", "time"),
      ],
    },
  ],
};

describe.each([
  { name: "helpdesk", catalogue: helpdesk, noun: "ticket", count: "HelpDeskTicket.count", by: "queue" },
  { name: "retail", catalogue: retail, noun: "order", count: "web_store_order.count", by: "region" },
])("a noun's volume and trend ($name)", ({ catalogue, noun, count, by }) => {
  const ask = asker(catalogue);
  const column = `${catalogue.cubes[0]!.name}.${by}`;
  const time = catalogue.cubes[0]!.dimensions[2]!.name;

  it("counts the rows for the noun's volume", () => {
    expect(ask(`${noun} volume by ${by}`)).toEqual({ measures: [count], dimensions: [column] });
  });

  it("counts the rows over time for the noun's trend", () => {
    expect(ask(`${noun} trend this year`)).toEqual({
      measures: [count],
      timeDimensions: [{ dimension: time, granularity: "month", dateRange: "this year" }],
    });
  });
});

// A one-word plural cube name (`Bookings`) is named by its singular too, though an -ing noun reads weaker than a
// column that ends in it (`userAgeAtBooking`). Found on `hotels`.
describe.each([
  {
    name: "bookings",
    catalogue: {
      cubes: [
        {
          name: "Bookings",
          measures: [m("Bookings.count", "count")],
          dimensions: [m("Bookings.guestAgeAtBooking", "number"), m("Bookings.createdAt", "time")],
        },
      ],
    } satisfies Catalogue,
    noun: "booking",
    count: "Bookings.count",
    time: "Bookings.createdAt",
  },
  {
    name: "screenings",
    catalogue: {
      cubes: [
        {
          name: "screenings",
          measures: [m("screenings.count", "count")],
          dimensions: [m("screenings.patient_age_at_screening", "number"), m("screenings.screened_at", "time")],
        },
      ],
    } satisfies Catalogue,
    noun: "screening",
    count: "screenings.count",
    time: "screenings.screened_at",
  },
])("a plural cube's singular before trend ($name)", ({ catalogue, noun, count, time }) => {
  it("counts the rows over time", () => {
    expect(asker(catalogue)(`${noun} trend this month`)).toEqual({
      measures: [count],
      timeDimensions: [{ dimension: time, granularity: "day", dateRange: "this month" }],
    });
  });
});
