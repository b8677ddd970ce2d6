/**
 * "list every reference" with two reference columns in `orders` and one in `shipments`: the phrase fits all three
 * equally, so whichever is taken is a coin toss between two entities and the answer stays below 0.8. Only the
 * first equal reading was compared, and being of the same cube as the chosen one it hid the other cube's. Found
 * on `insurance` ("business" for three `company_*` columns of two cubes). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const trade: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.total_amount", "sum")],
      dimensions: [m("orders.order_reference", "string"), m("orders.invoice_reference", "string")],
    },
    {
      name: "shipments",
      measures: [m("shipments.total_weight", "sum")],
      dimensions: [m("shipments.tracking_reference", "string")],
    },
  ],
};

const care: Catalogue = {
  cubes: [
    {
      name: "patients",
      measures: [m("patients.total_visits", "sum")],
      dimensions: [m("patients.home_postcode", "string"), m("patients.work_postcode", "string")],
    },
    {
      name: "clinics",
      measures: [m("clinics.total_beds", "sum")],
      dimensions: [m("clinics.site_postcode", "string")],
    },
  ],
};

describe.each([
  { name: "trade", catalogue: trade, question: "list every reference" },
  { name: "care", catalogue: care, question: "list every postcode" },
])("a phrase equally read by columns of two cubes ($name)", ({ catalogue, question }) => {
  it("is answered below the confidence promise", () => {
    const answer = createEngine(catalogue).answer({ question, now: NOW });
    expect(answer.query?.dimensions).toHaveLength(1);
    expect(answer.confidence).toBeLessThan(0.8);
  });
});
