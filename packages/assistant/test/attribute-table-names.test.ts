/**
 * Found on `xrpvalidators`: its cubes are database views of an entity's attributes (`Vw_ValidatorDetails`,
 * `Vw_DomainDetails`), and "validators by country" went 26 times to the domains' `validators` text column instead
 * of the validators' cube, since the cube's head noun was "details". "details", "detail", "info" and "master" say
 * how a table is built, as "dim" and "fact" do: the entity is the word before. On the same model: a cube with no
 * count of its own, named alone ("domains without a twitter"), lists its rows; a measure named `count` whose type is
 * `number` (its SQL counts) counts its cube's rows; and a column called by the entity's own noun (`domain` of
 * `DomainDetails`) is what names the entity, before a `name` column. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const registry: Catalogue = {
  cubes: [
    {
      name: "Vw_SiteDetails",
      measures: [],
      dimensions: [
        m("Vw_SiteDetails.site", "string"),
        m("Vw_SiteDetails.name", "string"),
        m("Vw_SiteDetails.country", "string"),
        m("Vw_SiteDetails.twitter", "string"),
        m("Vw_SiteDetails.nodes", "string"),
        m("Vw_SiteDetails.node_count", "number"),
      ],
    },
    {
      name: "Vw_NodeDetails",
      measures: [m("Vw_NodeDetails.count", "count")],
      dimensions: [m("Vw_NodeDetails.country", "string"), m("Vw_NodeDetails.chain", "string")],
    },
    {
      name: "Vw_NodeHistory",
      measures: [m("Vw_NodeHistory.count", "number")],
      dimensions: [m("Vw_NodeHistory.category", "string"), m("Vw_NodeHistory.as_of", "time")],
    },
  ],
};

const catalogueShop: Catalogue = {
  cubes: [
    {
      name: "warehouse_master",
      measures: [],
      dimensions: [
        m("warehouse_master.warehouse", "string"),
        m("warehouse_master.name", "string"),
        m("warehouse_master.city", "string"),
        m("warehouse_master.products", "string"),
        m("warehouse_master.website", "string"),
      ],
    },
    {
      name: "product_info",
      measures: [m("product_info.count", "count")],
      dimensions: [m("product_info.category", "string"), m("product_info.brand", "string")],
    },
    {
      name: "price_changes",
      measures: [m("price_changes.count", "number")],
      dimensions: [m("price_changes.reason", "string"), m("price_changes.changed_at", "time")],
    },
  ],
};

describe.each([
  {
    catalogue: registry,
    question: "nodes by country",
    want: { measures: ["Vw_NodeDetails.count"], dimensions: ["Vw_NodeDetails.country"] },
  },
  {
    catalogue: catalogueShop,
    question: "products by category",
    want: { measures: ["product_info.count"], dimensions: ["product_info.category"] },
  },
])("an entity whose cube is named for its attributes ($question)", (c) => {
  it("is that cube, not another cube's column of the same word", () =>
    expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: registry,
    question: "sites without a twitter",
    want: {
      dimensions: ["Vw_SiteDetails.site"],
      filters: [{ member: "Vw_SiteDetails.twitter", operator: "notSet" }],
    },
  },
  {
    catalogue: catalogueShop,
    question: "warehouses without a website",
    want: {
      dimensions: ["warehouse_master.warehouse"],
      filters: [{ member: "warehouse_master.website", operator: "notSet" }],
    },
  },
])("an entity with no count of its own ($question)", (c) => {
  it("lists its rows by the column called by its noun", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: registry,
    question: "node history by month",
    want: {
      measures: ["Vw_NodeHistory.count"],
      timeDimensions: [{ dimension: "Vw_NodeHistory.as_of", granularity: "month" }],
    },
  },
  {
    catalogue: catalogueShop,
    question: "price changes by reason",
    want: { measures: ["price_changes.count"], dimensions: ["price_changes.reason"] },
  },
])("a measure named count whose type is number ($question)", (c) => {
  it("counts the cube's rows", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
