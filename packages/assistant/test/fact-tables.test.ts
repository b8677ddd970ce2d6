/**
 * A star schema's attribute cube with no measure of its own (`Booking`) is counted by its fact table's count
 * (`BookingFact.count`, `fact_visit.count`): "bookings by channel" counts bookings. A cube that only shares the name
 * (`OrderItems` for `Order`) counts something else and is not used. Found on `email` (call tracking: `CoMagicCall`
 * and `CoMagicCallFact`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const hotel: Catalogue = {
  cubes: [
    {
      name: "BookingFact",
      measures: [m("BookingFact.count", "count"), m("BookingFact.revenue", "sum")],
      dimensions: [],
    },
    { name: "Booking", measures: [], dimensions: [m("Booking.channel", "string"), m("Booking.status", "string")] },
    { name: "Order", measures: [], dimensions: [m("Order.state", "string")] },
    { name: "OrderItems", measures: [m("OrderItems.count", "count")], dimensions: [m("OrderItems.sku", "string")] },
  ],
};

const clinic: Catalogue = {
  cubes: [
    { name: "fact_visit", measures: [m("fact_visit.count", "count")], dimensions: [] },
    { name: "visit", measures: [], dimensions: [m("visit.ward", "string"), m("visit.reason", "string")] },
    { name: "order", measures: [], dimensions: [m("order.state", "string")] },
    { name: "order_items", measures: [m("order_items.count", "count")], dimensions: [m("order_items.sku", "string")] },
  ],
};

describe.each([
  {
    name: "hotel",
    catalogue: hotel,
    question: "bookings by channel",
    count: "BookingFact.count",
    column: "Booking.channel",
    other: "orders by state",
    otherCount: "OrderItems.count",
  },
  {
    name: "clinic",
    catalogue: clinic,
    question: "visits by ward",
    count: "fact_visit.count",
    column: "visit.ward",
    other: "orders by state",
    otherCount: "order_items.count",
  },
])("an attribute cube and its fact table ($name)", ({ catalogue, question, count, column, other, otherCount }) => {
  const ask = asker(catalogue);

  it("counts the attribute cube's rows with the fact table's count", () => {
    expect(ask(question)).toEqual({ measures: [count], dimensions: [column] });
  });

  it("does not count with a cube that only shares the name", () => {
    expect(ask(other)?.measures ?? []).not.toContain(otherCount);
  });
});
