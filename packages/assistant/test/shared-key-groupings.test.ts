/**
 * "commits per repo": when the entity a grouping names is labelled only by a column named for it
 * (`repositoryId`) that the measured cube carries too, the grouping is the measured cube's copy: the same
 * breakdown with no join (rule 10, a member of the cube in use). A generic `name` both cubes have is no such key.
 * Found on `deploys`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const depot: Catalogue = {
  cubes: [
    {
      name: "Warehouses",
      measures: [m("Warehouses.count", "count")],
      dimensions: [m("Warehouses.warehouseCode", "string")],
    },
    {
      name: "Shipments",
      measures: [m("Shipments.count", "count")],
      dimensions: [m("Shipments.warehouseCode", "string"), m("Shipments.carrier", "string")],
    },
    { name: "Regions", measures: [m("Regions.count", "count")], dimensions: [m("Regions.name", "string")] },
    {
      name: "Stores",
      measures: [m("Stores.count", "count")],
      dimensions: [m("Stores.name", "string"), m("Stores.city", "string")],
    },
  ],
};

const ledger: Catalogue = {
  cubes: [
    {
      name: "accounts",
      measures: [m("accounts.count", "count")],
      dimensions: [m("accounts.account_number", "string")],
    },
    {
      name: "payments",
      measures: [m("payments.count", "count"), m("payments.total_amount", "sum")],
      dimensions: [m("payments.account_number", "string"), m("payments.method", "string")],
    },
    { name: "branches", measures: [m("branches.count", "count")], dimensions: [m("branches.name", "string")] },
    { name: "tellers", measures: [m("tellers.count", "count")], dimensions: [m("tellers.name", "string")] },
  ],
};

describe.each([
  {
    name: "depot",
    catalogue: depot,
    question: "shipments per warehouse",
    want: { measures: ["Shipments.count"], dimensions: ["Shipments.warehouseCode"] },
    generic: "stores by region",
    genericWant: { measures: ["Stores.count"], dimensions: ["Regions.name"] },
  },
  {
    name: "ledger",
    catalogue: ledger,
    question: "total amount of payments by account",
    want: { measures: ["payments.total_amount"], dimensions: ["payments.account_number"] },
    generic: "tellers per branch",
    genericWant: { measures: ["tellers.count"], dimensions: ["branches.name"] },
  },
])("shared key groupings ($name)", ({ catalogue, question, want, generic, genericWant }) => {
  const ask = asker(catalogue);
  it("groups by the measured cube's copy of the key named for the entity", () => {
    expect(ask(question)).toEqual(want);
  });
  it("keeps the entity's own column when both cubes only share a generic name", () => {
    expect(ask(generic)).toEqual(genericWant);
  });
});
