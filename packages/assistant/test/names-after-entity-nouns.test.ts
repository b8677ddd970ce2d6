/**
 * Found on `hoaadmin` ("how many home owners does the client Los Robles have" filtered the clients' tax id): a
 * capitalised name right after a singular noun that names a cube ("the client Los Robles") is that cube's name, as
 * one before it is ("the Evergreen tariff"). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const estates: Catalogue = {
  cubes: [
    {
      name: "Owners",
      measures: [m("Owners.count", "count")],
      dimensions: [m("Owners.name", "string"), m("Owners.createdAt", "time")],
    },
    {
      name: "Clients",
      measures: [m("Clients.count", "count")],
      dimensions: [m("Clients.cuit", "string"), m("Clients.name", "string"), m("Clients.city", "string")],
    },
  ],
};

const retail: Catalogue = {
  cubes: [
    {
      name: "sales",
      measures: [m("sales.count", "count"), m("sales.amount", "sum")],
      dimensions: [m("sales.soldAt", "time")],
    },
    {
      name: "stores",
      measures: [m("stores.count", "count")],
      dimensions: [m("stores.code", "string"), m("stores.name", "string")],
    },
  ],
};

describe.each([
  {
    name: "estates",
    catalogue: estates,
    question: "how many owners does the client Los Robles have",
    want: {
      measures: ["Owners.count"],
      filters: [{ member: "Clients.name", operator: "equals", values: ["Los Robles"] }],
    },
  },
  {
    name: "retail",
    catalogue: retail,
    question: "sales amount of the store Green Park",
    want: {
      measures: ["sales.amount"],
      filters: [{ member: "stores.name", operator: "equals", values: ["Green Park"] }],
    },
  },
])("a name after an entity's noun ($name: $question)", (c) => {
  it("is that entity's name", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
