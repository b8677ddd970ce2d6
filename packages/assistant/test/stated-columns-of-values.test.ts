/**
 * "commits where committer name is rongfengliang" with the name listed only for `commitAuthorName`: the question
 * says which column holds the value ("where D is V", rule 6), so the dictionary value filters the column named, not
 * the column whose dictionary lists it, and the named column is no grouping. Found on `deploys`. Two catalogues of
 * our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const payments: Catalogue = {
  cubes: [
    {
      name: "payments",
      measures: [m("payments.count", "count")],
      dimensions: [m("payments.payer_name", "string"), m("payments.payee_name", "string")],
    },
  ],
  values: { "payments.payer_name": ["Acme", "Globex"] },
};

const league: Catalogue = {
  cubes: [
    {
      name: "matches",
      measures: [m("matches.count", "count")],
      dimensions: [m("matches.home_team", "string"), m("matches.away_team", "string")],
    },
  ],
  values: { "matches.home_team": ["Lions", "Tigers"] },
};

describe.each([
  {
    name: "payments",
    catalogue: payments,
    question: "payments where payee name is Acme",
    column: "payments.payee_name",
    value: "Acme",
  },
  {
    name: "league",
    catalogue: league,
    question: "matches where away team is Lions",
    column: "matches.away_team",
    value: "Lions",
  },
])("stated columns of dictionary values ($name)", ({ catalogue, question, column, value }) => {
  it("filters the column the question names", () => {
    const count = `${column.split(".")[0]}.count`;
    expect(asker(catalogue)(question)).toEqual({
      measures: [count],
      filters: [{ member: column, operator: "equals", values: [value] }],
    });
  });
});
