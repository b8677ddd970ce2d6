/**
 * "top 5 services by spend" when the billing cube has its own `servicename` column beside a `service` cube: the
 * ranking is over the name column of the cube the measure is in, which needs no join (rule 10), as a grouping
 * ("spend by service") already was. Found on `cloudcost` and `support-crm`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count"), m("orders.revenue", "sum")],
      dimensions: [m("orders.store_name", "string"), m("orders.placed_at", "time")],
    },
    {
      name: "stores",
      measures: [m("stores.count", "count")],
      dimensions: [m("stores.name", "string"), m("stores.city", "string")],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "Tickets",
      measures: [m("Tickets.count", "count"), m("Tickets.totalReplies", "sum")],
      dimensions: [m("Tickets.teamName", "string"), m("Tickets.openedAt", "time")],
    },
    {
      name: "Teams",
      measures: [m("Teams.count", "count")],
      dimensions: [m("Teams.name", "string"), m("Teams.region", "string")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "top 3 stores by revenue",
    measure: "orders.revenue",
    by: "orders.store_name",
    limit: 3,
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "top 5 teams by total replies",
    measure: "Tickets.totalReplies",
    by: "Tickets.teamName",
    limit: 5,
  },
])("a ranking of an entity the measure's cube names itself ($name)", ({ catalogue, question, measure, by, limit }) => {
  it("ranks that cube's name column", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [measure],
      dimensions: [by],
      order: [[measure, "desc"]],
      limit,
    });
  });
});
