/**
 * "by school, latest record only": a boolean column that "only" follows picks the rows where it is true, though
 * the grouping's list ran on past the comma. Found on `schools`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const stock: Catalogue = {
  cubes: [
    {
      name: "stock_snapshots",
      measures: [m("stock_snapshots.units_on_hand", "sum")],
      dimensions: [
        m("stock_snapshots.warehouse", "string"),
        m("stock_snapshots.is_current_snapshot", "boolean"),
        m("stock_snapshots.taken_at", "time"),
      ],
    },
  ],
};

const crm: Catalogue = {
  cubes: [
    {
      name: "Contacts",
      measures: [m("Contacts.count", "count")],
      dimensions: [
        m("Contacts.country", "string"),
        m("Contacts.isPrimaryContact", "boolean"),
        m("Contacts.createdAt", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "stock",
    catalogue: stock,
    measure: "stock_snapshots.units_on_hand",
    words: "units on hand",
    by: "warehouse",
    column: "stock_snapshots.warehouse",
    flag: "current snapshot",
    boolean: "stock_snapshots.is_current_snapshot",
  },
  {
    name: "crm",
    catalogue: crm,
    measure: "Contacts.count",
    words: "contacts",
    by: "country",
    column: "Contacts.country",
    flag: "primary contact",
    boolean: "Contacts.isPrimaryContact",
  },
])("booleans picked by 'only' ($name)", ({ catalogue, measure, words, by, column, flag, boolean }) => {
  const ask = asker(catalogue);

  it("filters on the boolean instead of grouping by it", () => {
    expect(ask(`${words} by ${by}, ${flag} only`)).toEqual({
      measures: [measure],
      dimensions: [column],
      filters: [{ member: boolean, operator: "equals", values: ["true"] }],
    });
  });

  it("still groups by a boolean named in the list", () => {
    expect(ask(`${words} by ${by} and ${flag}`)?.dimensions).toEqual([column, boolean]);
  });
});
