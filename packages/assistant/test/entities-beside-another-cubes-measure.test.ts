/**
 * Found on `observability`: in "services ranked by total requests ascending", "services" named the cube
 * `ServiceEvents` (service events are services' events) and the requests are summed in another cube with its own
 * `service` column; the grouping was dropped at confidence 0.95. An entity the question neither counts nor measures,
 * beside the measure of one other cube that has a column the phrase names wholly, is that column. Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const energy: Catalogue = {
  cubes: [
    {
      name: "DeviceEvents",
      measures: [m("DeviceEvents.count", "count")],
      dimensions: [m("DeviceEvents.device", "string"), m("DeviceEvents.kind", "string"), m("DeviceEvents.at", "time")],
    },
    {
      name: "UsageHourly",
      measures: [m("UsageHourly.totalKwh", "sum", "Total kWh")],
      dimensions: [m("UsageHourly.device", "string"), m("UsageHourly.hourStart", "time")],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "route_events",
      measures: [m("route_events.count", "count")],
      dimensions: [m("route_events.route", "string"), m("route_events.event_type", "string")],
    },
    {
      name: "fuel_fills",
      measures: [m("fuel_fills.total_litres", "sum")],
      dimensions: [m("fuel_fills.route", "string"), m("fuel_fills.filled_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "energy",
    catalogue: energy,
    question: "devices ranked by total kwh ascending",
    want: {
      measures: ["UsageHourly.totalKwh"],
      dimensions: ["UsageHourly.device"],
      order: [["UsageHourly.totalKwh", "asc"]],
    },
  },
  {
    name: "fleet",
    catalogue: fleet,
    question: "routes sorted by total litres",
    want: {
      measures: ["fuel_fills.total_litres"],
      dimensions: ["fuel_fills.route"],
      order: [["fuel_fills.total_litres", "desc"]],
    },
  },
])("an entity beside another cube's measure ($name: $question)", (c) => {
  it("is that cube's column of its name", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
