/**
 * "show flight no, departure airport and arrival airport": a function word that ends a member's own name right
 * after the word before it ("flight no" for `flightNo`, "account no" for `account_no`) belongs to that name, so the
 * phrase is the column, not the cube it shares a word with. "No" elsewhere still negates. Found on `airline`. Two
 * catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const trains: Catalogue = {
  cubes: [
    {
      name: "Trains",
      measures: [m("Trains.count", "count")],
      dimensions: [m("Trains.trainNo", "string"), m("Trains.origin", "string"), m("Trains.destination", "string")],
    },
  ],
};

const ledger: Catalogue = {
  cubes: [
    {
      name: "accounts",
      measures: [m("accounts.count", "count")],
      dimensions: [m("accounts.account_no", "string"), m("accounts.holder", "string"), m("accounts.branch", "string")],
    },
  ],
};

describe.each([
  {
    name: "trains",
    catalogue: trains,
    question: "show train no, origin and destination",
    columns: ["Trains.trainNo", "Trains.origin", "Trains.destination"],
  },
  {
    name: "ledger",
    catalogue: ledger,
    question: "show account no, holder and branch",
    columns: ["accounts.account_no", "accounts.holder", "accounts.branch"],
  },
])("a function word ending a member's name ($name)", ({ catalogue, question, columns }) => {
  it("is part of the column's name", () => {
    expect(asker(catalogue)(question)).toEqual({ dimensions: columns });
  });
});

it('keeps "no" before a noun a negation ("accounts with no holder")', () => {
  expect(asker(ledger)("accounts with no holder")).toEqual({
    measures: ["accounts.count"],
    filters: [{ member: "accounts.holder", operator: "notSet" }],
  });
});
