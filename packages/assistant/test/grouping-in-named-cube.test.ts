/**
 * "stocks with a price of at least 100 by offer subcategory": when every word of a grouping names a column of the
 * cube the question is about and one of another cube equally well, the grouping is the column of the cube in use,
 * though the other cube's title covers the words more fully. Found on `hotels`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shipping: Catalogue = {
  cubes: [
    {
      name: "Shipments",
      measures: [m("Shipments.count", "count"), m("Shipments.weight", "sum")],
      dimensions: [
        m("Shipments.laneRegionCode", "string"),
        m("Shipments.routeId", "string"),
        m("Shipments.shippedAt", "time"),
      ],
    },
    {
      name: "Routes",
      measures: [],
      dimensions: [m("Routes.routeName", "string"), m("Routes.laneRegionCode", "string", "Region")],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "Tickets",
      measures: [m("Tickets.count", "count")],
      dimensions: [m("Tickets.queueGroupId", "string"), m("Tickets.agentId", "string"), m("Tickets.openedAt", "time")],
    },
    {
      name: "Agents",
      measures: [m("Agents.count", "count")],
      dimensions: [m("Agents.agentName", "string"), m("Agents.queueGroupId", "string", "Group")],
    },
  ],
};

describe.each([
  {
    name: "shipping",
    catalogue: shipping,
    question: "shipments by lane region",
    measure: "Shipments.count",
    column: "Shipments.laneRegionCode",
    entity: "route",
    nameColumn: "Routes.routeName",
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "tickets by queue group",
    measure: "Tickets.count",
    column: "Tickets.queueGroupId",
    entity: "agent",
    nameColumn: "Agents.agentName",
  },
])(
  "a grouping in the cube the question is about ($name)",
  ({ catalogue, question, measure, column, entity, nameColumn }) => {
    const ask = asker(catalogue);

    it("groups by the column of the counted cube", () => {
      expect(ask(question)).toEqual({ measures: [measure], dimensions: [column] });
    });

    it("keeps the other cube's column when the grouping names that cube", () => {
      expect(ask(`${question.split(" by ")[0]} by ${entity}`)?.dimensions).toEqual([nameColumn]);
    });
  },
);
