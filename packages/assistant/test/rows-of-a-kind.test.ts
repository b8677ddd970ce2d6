/**
 * Found on `biostudies` ("smartwatches by user name", "Smartwatch" a value of `DeviceType.name`), on two
 * catalogues of our own: a value of a kind cube used as a noun names rows of the cube it classifies, so those rows
 * are counted (`Device`), not the kinds (`DeviceType`).
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const fleet: Catalogue = {
  cubes: [
    {
      name: "Vehicle",
      measures: [m("Vehicle.count", "count")],
      dimensions: [m("Vehicle.plate", "string"), m("Vehicle.depot", "string"), m("Vehicle.createdAt", "time")],
    },
    { name: "VehicleType", measures: [m("VehicleType.count", "count")], dimensions: [m("VehicleType.name", "string")] },
  ],
  values: { "VehicleType.name": ["Van", "Truck"] },
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.priority", "string"), m("tickets.created_at", "time")],
    },
    {
      name: "ticket_categories",
      measures: [m("ticket_categories.count", "count")],
      dimensions: [m("ticket_categories.name", "string")],
    },
  ],
  values: { "ticket_categories.name": ["Billing", "Outage"] },
};

describe.each([
  {
    name: "fleet",
    catalogue: fleet,
    question: "how many vans do we have?",
    want: {
      measures: ["Vehicle.count"],
      filters: [{ member: "VehicleType.name", operator: "equals", values: ["Van"] }],
    },
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "how many outages are there?",
    want: {
      measures: ["tickets.count"],
      filters: [{ member: "ticket_categories.name", operator: "equals", values: ["Outage"] }],
    },
  },
])("a value of a kind cube used as a noun ($name)", (c) => {
  it("counts the rows of that kind", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
