/**
 * Found on `einvoicing`: "how many patients were admitted to the ER last week" on a ledger counted general-ledger
 * accounts whose category was guessed to be "ER". The rows counted are in no cube and only a guessed value pointed to
 * one, so the count would answer another question: the answer is a refusal with the words it could not place. A
 * count whose grouping names a cube still counts that cube. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const ledger: Catalogue = {
  cubes: [
    {
      name: "gl_account",
      measures: [m("gl_account.count", "count")],
      dimensions: [m("gl_account.account_category", "string"), m("gl_account.created_at", "time")],
    },
  ],
};

const depot: Catalogue = {
  cubes: [
    {
      name: "pallets",
      measures: [m("pallets.count", "count")],
      dimensions: [m("pallets.load_category", "string"), m("pallets.stored_at", "time"), m("pallets.season", "number")],
    },
  ],
};

describe.each([
  { name: "ledger", catalogue: ledger, question: "how many patients were admitted to the ER last week" },
  { name: "depot", catalogue: depot, question: "how many nurses joined the ICU last week" },
])("a count of rows no cube holds ($name: $question)", ({ catalogue, question }) => {
  const answer = createEngine(catalogue, [], { now: () => NOW }).answer({ question, now: NOW });

  it("is refused", () => expect(answer.query).toBeNull());
  it("names the words it could not place", () => expect(answer.unmatched.length).toBeGreaterThan(0));
});

describe("a count grouped by a column of a cube", () => {
  it("counts that cube even when the counted noun is unknown", () => {
    const answer = createEngine(depot, [], { now: () => NOW }).answer({
      question: "how many crates arrived per season",
      now: NOW,
    });
    expect(answer.query).toEqual({ measures: ["pallets.count"], dimensions: ["pallets.season"] });
  });
});
