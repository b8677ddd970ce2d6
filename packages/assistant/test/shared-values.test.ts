import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * The same dictionary value in two cubes' columns ("chat" as the channel of tickets and of surveys): it filters the
 * column of the cube the rest of the question is about, whichever comes first in the catalogue. Two domains of our own.
 */
const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [member("tickets.count", "count")],
      dimensions: [member("tickets.channel", "string"), member("tickets.priority", "string")],
    },
    {
      name: "surveys",
      measures: [member("surveys.count", "count"), member("surveys.average_score", "avg")],
      dimensions: [member("surveys.channel", "string"), member("surveys.question", "string")],
    },
  ],
  values: { "tickets.channel": ["Email", "Chat", "Phone"], "surveys.channel": ["email", "chat"] },
};

const retail: Catalogue = {
  cubes: [
    {
      name: "stores",
      measures: [member("stores.count", "count"), member("stores.floor_space", "sum")],
      dimensions: [member("stores.region", "string"), member("stores.store_name", "string")],
    },
    {
      name: "warehouses",
      measures: [member("warehouses.count", "count"), member("warehouses.capacity", "sum")],
      dimensions: [member("warehouses.region", "string"), member("warehouses.warehouse_name", "string")],
    },
  ],
  values: { "stores.region": ["North", "South"], "warehouses.region": ["North", "South", "Export"] },
};

describe("a value several columns hold filters the column of the cube in use", () => {
  it("helpdesk: 'chat' is the surveys' channel when the question is about surveys, the tickets' otherwise", () => {
    const ask = asker(helpdesk);
    expect(ask("average score of surveys on chat")).toEqual({
      measures: ["surveys.average_score"],
      filters: [{ member: "surveys.channel", operator: "equals", values: ["chat"] }],
    });
    expect(ask("how many tickets came in by chat or email")).toEqual({
      measures: ["tickets.count"],
      filters: [{ member: "tickets.channel", operator: "equals", values: ["Chat", "Email"] }],
    });
  });

  it("retail: 'North' is the warehouses' region for warehouse capacity, the stores' for floor space", () => {
    const ask = asker(retail);
    expect(ask("total capacity in the North by warehouse name")).toEqual({
      measures: ["warehouses.capacity"],
      dimensions: ["warehouses.warehouse_name"],
      filters: [{ member: "warehouses.region", operator: "equals", values: ["North"] }],
    });
    expect(ask("floor space in the North")).toEqual({
      measures: ["stores.floor_space"],
      filters: [{ member: "stores.region", operator: "equals", values: ["North"] }],
    });
  });
});
