/**
 * "tasks by program" with `Tasks`, a `Schedules` cube that has `task` and `program` columns, and a `Programs` cube:
 * "tasks" names the `Tasks` cube itself, so a `task` column elsewhere does not make `Schedules` the cube most of the
 * question is about, and "program" is the `Programs` cube's, not the schedules' column. Found on `workorders`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const followUps: Catalogue = {
  cubes: [
    { name: "Tasks", measures: [m("Tasks.count", "count")], dimensions: [m("Tasks.task", "string")] },
    {
      name: "Schedules",
      measures: [m("Schedules.count", "count")],
      dimensions: [m("Schedules.task", "string"), m("Schedules.program", "string")],
    },
    { name: "Programs", measures: [m("Programs.count", "count")], dimensions: [m("Programs.program", "string")] },
  ],
};

const freight: Catalogue = {
  cubes: [
    { name: "Orders", measures: [m("Orders.count", "count")], dimensions: [m("Orders.order", "string")] },
    {
      name: "Shipments",
      measures: [m("Shipments.count", "count")],
      dimensions: [m("Shipments.order", "string"), m("Shipments.carrier", "string")],
    },
    { name: "Carriers", measures: [m("Carriers.count", "count")], dimensions: [m("Carriers.carrier", "string")] },
  ],
};

describe.each([
  {
    name: "follow-ups",
    catalogue: followUps,
    question: "tasks by program",
    count: "Tasks.count",
    grouping: "Programs.program",
  },
  {
    name: "freight",
    catalogue: freight,
    question: "orders by carrier",
    count: "Orders.count",
    grouping: "Carriers.carrier",
  },
])("cubes named outright ($name)", ({ catalogue, question, count, grouping }) => {
  it("groups by the named cube, not by a third cube's column", () => {
    expect(asker(catalogue)(question)).toEqual({ measures: [count], dimensions: [grouping] });
  });
});
