/**
 * Found on `ossimpact` ("list artifact names" read `to_artifacts.artifact_name`, a copy of `artifacts`), on two
 * catalogues of our own: a column of the cube the phrase says (`artifacts`) does not give way to a copy in another
 * cube whose name reads the same once its modelling words are set aside.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const copiesOf = (noun: string, copies: string[], columns: string[]): Catalogue => ({
  cubes: [noun, ...copies].map((name) => ({
    name,
    measures: [m(`${name}.count`, "count")],
    dimensions: columns.map((column) => m(`${name}.${column}`, "string")),
  })),
});

describe.each([
  {
    name: "packages",
    catalogue: copiesOf("packages", ["from_packages", "to_packages"], ["package_name", "package_url"]),
    question: "list package names starting with lib",
    want: {
      dimensions: ["packages.package_name"],
      filters: [{ member: "packages.package_name", operator: "startsWith", values: ["lib"] }],
    },
  },
  {
    name: "wallets",
    catalogue: copiesOf("wallets", ["to_wallets"], ["wallet_label", "wallet_address"]),
    question: "list wallet addresses",
    want: { dimensions: ["wallets.wallet_address"] },
  },
])("a column of the cube the phrase says ($name)", (c) => {
  it("is that cube's", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
