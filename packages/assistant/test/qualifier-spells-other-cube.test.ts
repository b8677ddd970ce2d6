/**
 * Found on `savings` ("mandate transactions by mandate status" grouped by the transactions' own status), on two
 * catalogues of our own: a column qualified by a word that names another cube whole ("order status" beside an
 * `orders` cube) is that cube's column, even when the cube counted is one whose longer name has the same word.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    { name: "orders", measures: [m("orders.count", "count")], dimensions: [m("orders.status", "string")] },
    {
      name: "order_items",
      measures: [m("order_items.count", "count")],
      dimensions: [m("order_items.status", "string"), m("order_items.sku", "string")],
    },
  ],
};

const studio: Catalogue = {
  cubes: [
    { name: "projects", measures: [m("projects.count", "count")], dimensions: [m("projects.status", "string")] },
    {
      name: "project_tasks",
      measures: [m("project_tasks.count", "count")],
      dimensions: [m("project_tasks.status", "string"), m("project_tasks.assignee", "string")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "order items by order status",
    want: { measures: ["order_items.count"], dimensions: ["orders.status"] },
  },
  {
    name: "studio",
    catalogue: studio,
    question: "project tasks by project status",
    want: { measures: ["project_tasks.count"], dimensions: ["projects.status"] },
  },
])("a column qualified by another cube's whole name ($name)", (c) => {
  it("is that cube's column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
