/**
 * "attorneys with 2503 in the bar number": digits "in the" column are text the column contains (rule 6), as a
 * word is ("SKUs with hoodie in the display name"); only words were read so. Found on `legal`. Two catalogues of
 * our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const fleet: Catalogue = {
  cubes: [
    {
      name: "vehicles",
      measures: [m("vehicles.count", "count")],
      dimensions: [m("vehicles.registration", "string"), m("vehicles.model", "string")],
    },
  ],
};

const billing: Catalogue = {
  cubes: [
    {
      name: "Invoices",
      measures: [m("Invoices.count", "count")],
      dimensions: [m("Invoices.reference", "string"), m("Invoices.customer", "string")],
    },
  ],
};

describe.each([
  {
    name: "fleet",
    catalogue: fleet,
    question: "list the model of vehicles with 77 in the registration",
    listed: "vehicles.model",
    filter: { member: "vehicles.registration", operator: "contains", values: ["77"] },
  },
  {
    name: "billing",
    catalogue: billing,
    question: "list the customer of invoices with 512 in the reference",
    listed: "Invoices.customer",
    filter: { member: "Invoices.reference", operator: "contains", values: ["512"] },
  },
])("digits in a column ($name)", ({ catalogue, question, listed, filter }) => {
  it("are text it contains", () => {
    expect(asker(catalogue)(question)).toEqual({ dimensions: [listed], filters: [filter] });
  });
});
