import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * Dictionary values that end in an abbreviation's dot ("Petit J.-L.", "Acme Corp."), and a max/min measure over a
 * date next to the date itself (`created_at_max`): a bare verb form names the date. Two domains of our own.
 */
const clinic: Catalogue = {
  cubes: [
    {
      name: "appointments",
      measures: [
        member("appointments.count", "count"),
        member("appointments.booked_at_max", "max", "Last booked at"),
        member("appointments.fee", "sum"),
      ],
      dimensions: [
        member("appointments.doctor", "string"),
        member("appointments.outcome", "string"),
        member("appointments.booked_at", "time"),
      ],
    },
  ],
  values: { "appointments.doctor": ["Dr. Martin R.", "Dr. Petit J.L."] },
};

const orders: Catalogue = {
  cubes: [
    {
      name: "purchase_orders",
      measures: [member("purchase_orders.count", "count"), member("purchase_orders.date_shipped_min", "min")],
      dimensions: [
        member("purchase_orders.supplier", "string"),
        member("purchase_orders.note", "string"),
        member("purchase_orders.date_shipped", "time"),
      ],
    },
  ],
  values: { "purchase_orders.supplier": ["Acme Corp.", "Globex Ltd."] },
};

describe("a dictionary value ending in an abbreviation's dot is matched whole", () => {
  it("clinic: 'Dr. Petit J.L.' is one doctor, nothing left over to guess", () => {
    expect(asker(clinic)("total fee for Dr. Petit J.L.")).toEqual({
      measures: ["appointments.fee"],
      filters: [{ member: "appointments.doctor", operator: "equals", values: ["Dr. Petit J.L."] }],
    });
  });

  it("orders: 'Acme Corp.' at the end of the question is the supplier", () => {
    expect(asker(orders)("how many purchase orders from Acme Corp.")).toEqual({
      measures: ["purchase_orders.count"],
      filters: [{ member: "purchase_orders.supplier", operator: "equals", values: ["Acme Corp."] }],
    });
  });
});

describe("a verb form names the date, not the latest or earliest of it", () => {
  it("clinic: 'appointments booked per month' counts by the booking date", () => {
    expect(asker(clinic)("appointments booked per month this year")).toEqual({
      measures: ["appointments.count"],
      timeDimensions: [{ dimension: "appointments.booked_at", granularity: "month", dateRange: "this year" }],
    });
  });

  it("orders: 'which supplier shipped the most purchase orders' ranks by the count alone", () => {
    expect(asker(orders)("which supplier shipped the most purchase orders?")).toEqual({
      measures: ["purchase_orders.count"],
      dimensions: ["purchase_orders.supplier"],
      order: [["purchase_orders.count", "desc"]],
      limit: 1,
    });
  });
});
