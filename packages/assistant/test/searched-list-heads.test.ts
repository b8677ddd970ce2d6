/**
 * Found on `esgworkforce`: "list company unit names ending with 'GmbH' with their full-time employees" listed the
 * employees only: a searched column is listed when nothing else is or when the list names it again, and here it
 * heads the list. The column a listing opens with is listed, first, whatever text it is searched for. A searched
 * column that does not head the list is still only a filter. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const suppliers: Catalogue = {
  cubes: [
    {
      name: "suppliers",
      measures: [m("suppliers.count", "count")],
      dimensions: [m("suppliers.supplier_name", "string"), m("suppliers.city", "string")],
    },
  ],
};

const code: Catalogue = {
  cubes: [
    {
      name: "repos",
      measures: [m("repos.count", "count")],
      dimensions: [m("repos.repo_name", "string"), m("repos.language", "string"), m("repos.stars", "number")],
    },
  ],
};

describe.each([
  {
    name: "suppliers",
    catalogue: suppliers,
    question: "list supplier names ending with 'Ltd' with their city",
    want: {
      dimensions: ["suppliers.supplier_name", "suppliers.city"],
      filters: [{ member: "suppliers.supplier_name", operator: "endsWith", values: ["Ltd"] }],
    },
  },
  {
    name: "code",
    catalogue: code,
    question: "list repo names starting with 'cube' with their stars",
    want: {
      dimensions: ["repos.repo_name", "repos.stars"],
      filters: [{ member: "repos.repo_name", operator: "startsWith", values: ["cube"] }],
    },
  },
])("a searched column heading a list ($name: $question)", (c) => {
  it("is listed first", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a searched column after the list's head is only a filter", () =>
  expect(asker(code)("list languages of repos whose repo name starts with 'cube'")).toEqual({
    dimensions: ["repos.language"],
    filters: [{ member: "repos.repo_name", operator: "startsWith", values: ["cube"] }],
  }));
