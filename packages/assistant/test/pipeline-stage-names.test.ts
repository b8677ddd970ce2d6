/**
 * Found on `forexapp` ("currencies with more than 500 deposits" filtered `depositNumber` of `deposits_enhanced`), on
 * two catalogues of our own: a pipeline-stage word after the noun (`_enriched`, `_clean`) says how the table was
 * built, so the plural noun names the cube's rows, not a column that has the noun as a modifier.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders_enriched",
      measures: [m("orders_enriched.count", "count")],
      dimensions: [
        m("orders_enriched.orderNumber", "number"),
        m("orders_enriched.orderType", "string"),
        m("orders_enriched.channel", "string"),
      ],
    },
  ],
};

const crm: Catalogue = {
  cubes: [
    {
      name: "users_clean",
      measures: [m("users_clean.count", "count")],
      dimensions: [
        m("users_clean.userNumber", "number"),
        m("users_clean.userType", "string"),
        m("users_clean.country", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "channels with more than 100 orders",
    want: {
      measures: ["orders_enriched.count"],
      dimensions: ["orders_enriched.channel"],
      filters: [{ member: "orders_enriched.count", operator: "gt", values: ["100"] }],
    },
  },
  {
    name: "crm",
    catalogue: crm,
    question: "countries with more than 50 users",
    want: {
      measures: ["users_clean.count"],
      dimensions: ["users_clean.country"],
      filters: [{ member: "users_clean.count", operator: "gt", values: ["50"] }],
    },
  },
])("a cube named with a pipeline stage ($name)", (c) => {
  it("is named by its plural noun", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
