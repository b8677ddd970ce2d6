/**
 * What a cube's rows are called when its name does not say it plainly. A name that runs a compound together
 * (`DeviceLifecycle`, `order_workflow`... "lifecycle", "workflow") is typed whole as well as split; and the plural
 * noun several of its counts end in (`startEvents`, `stopEvents`) is what its rows are, so "lifecycle events by
 * type" counts all of them, not the first kind. Found on `iot`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const machines: Catalogue = {
  cubes: [
    {
      name: "MachineLifecycle",
      measures: [
        m("MachineLifecycle.count", "count"),
        m("MachineLifecycle.installEvents", "count"),
        m("MachineLifecycle.repairEvents", "count"),
      ],
      dimensions: [m("MachineLifecycle.eventKind", "string"), m("MachineLifecycle.plant", "string")],
    },
    {
      name: "Alerts",
      measures: [m("Alerts.count", "count")],
      dimensions: [m("Alerts.severity", "string"), m("Alerts.state", "string")],
    },
  ],
};

const claims: Catalogue = {
  cubes: [
    {
      name: "claim_workflow",
      measures: [
        m("claim_workflow.count", "count"),
        m("claim_workflow.approval_steps", "count"),
        m("claim_workflow.review_steps", "count"),
      ],
      dimensions: [m("claim_workflow.step_kind", "string"), m("claim_workflow.office", "string")],
    },
    {
      name: "payments",
      measures: [m("payments.count", "count")],
      dimensions: [m("payments.method", "string"), m("payments.state", "string")],
    },
  ],
};

describe.each([
  {
    name: "machines",
    catalogue: machines,
    compound: "lifecycle events by plant",
    rows: "machine events by event kind",
    count: "MachineLifecycle.count",
    byCompound: "MachineLifecycle.plant",
    byRows: "MachineLifecycle.eventKind",
  },
  {
    name: "claims",
    catalogue: claims,
    compound: "workflow steps by office",
    rows: "claim steps by step kind",
    count: "claim_workflow.count",
    byCompound: "claim_workflow.office",
    byRows: "claim_workflow.step_kind",
  },
])("the names of a cube's rows ($name)", ({ catalogue, compound, rows, count, byCompound, byRows }) => {
  const ask = asker(catalogue);

  it("reads a run-together word of the cube's name typed whole", () => {
    expect(ask(compound)).toEqual({ measures: [count], dimensions: [byCompound] });
  });

  it("counts all rows when the noun its counts share is named", () => {
    expect(ask(rows)).toEqual({ measures: [count], dimensions: [byRows] });
  });
});
