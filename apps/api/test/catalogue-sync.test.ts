import { describe, expect, it } from "vitest";
import type { CubeMeta } from "@quarry/cube";
import { ApiError } from "../src/errors.js";
import { catalogueChanges, catalogueFromMeta, valueMembers } from "../src/services/catalogue-sync.js";

const member = (name: string, type: string, extra: Record<string, unknown> = {}) => ({ name, type, ...extra });

describe("Cube's model as a catalogue", () => {
  it("keeps visible members with their own titles, aggregations as measure types, and cuts long texts", () => {
    const meta: CubeMeta = {
      cubes: [
        {
          name: "orders",
          title: "Orders",
          description: "x".repeat(3_000),
          measures: [
            member("orders.count", "number", { aggType: "count", title: "Orders Count", shortTitle: "Count" }),
            member("orders.secret", "number", { aggType: "sum", isVisible: false }),
          ],
          dimensions: [
            member("orders.id", "number", { public: false }),
            member("orders.status", "string", { title: "Orders Status", shortTitle: "Status" }),
            member("orders.customer_id", "string"),
          ],
          segments: [],
        },
      ],
    };
    const [orders] = catalogueFromMeta(meta);
    expect(orders).toEqual({
      name: "orders",
      title: "Orders",
      description: "x".repeat(2_000),
      measures: [{ name: "orders.count", title: "Count", type: "count" }],
      dimensions: [
        { name: "orders.status", title: "Status", type: "string" },
        { name: "orders.customer_id", type: "string" },
      ],
    });
    expect(valueMembers([orders!])).toEqual(["orders.status"]);
  });

  it("refuses a model larger than a catalogue may be, naming why", () => {
    const cubes = Array.from({ length: 1_001 }, (_, index) => ({
      name: `c${index}`,
      measures: [],
      dimensions: [],
      segments: [],
    }));
    let caught: unknown;
    try {
      catalogueFromMeta({ cubes });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ code: "validation_failed", message: "Cube's model does not fit in a catalogue" });
  });

  it("reports added, removed and changed cubes and members", () => {
    const before = [
      { name: "a", measures: [{ name: "a.count", type: "count" }], dimensions: [{ name: "a.x", type: "string" }] },
    ];
    const after = [
      { name: "a", measures: [{ name: "a.count", type: "sum" }], dimensions: [] },
      { name: "b", measures: [{ name: "b.count", type: "count" }], dimensions: [] },
    ];
    expect(catalogueChanges(before, after)).toEqual({
      cubes: 2,
      members: 2,
      added: { cubes: ["b"], members: ["b.count"] },
      removed: { cubes: [], members: ["a.x"] },
      changed: { members: ["a.count"] },
    });
  });
});
