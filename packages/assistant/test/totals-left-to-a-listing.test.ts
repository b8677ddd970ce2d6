/**
 * Found on `userdirectory` ("total payroll cost last quarter" listed the cost centres at confidence 0.51): a total,
 * average or other aggregate that no measure answers, so that only a listing of columns is left, is refused (rule
 * 12) with its words unmatched. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { type Catalogue, createEngine } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const directory: Catalogue = {
  cubes: [
    {
      name: "Users",
      measures: [m("Users.count", "count")],
      dimensions: [m("Users.costCenter", "string"), m("Users.department", "string"), m("Users.createdAt", "time")],
    },
  ],
};

const library: Catalogue = {
  cubes: [
    {
      name: "books",
      measures: [m("books.count", "count")],
      dimensions: [m("books.title", "string"), m("books.shelf", "string"), m("books.addedAt", "time")],
    },
  ],
};

const answer = (catalogue: Catalogue, question: string) =>
  createEngine(catalogue, [], { now: () => NOW }).answer({ question, now: NOW });

describe.each([
  { catalogue: directory, question: "total payroll cost last quarter" },
  { catalogue: library, question: "average shelf rent this year" },
])("an aggregate nothing measures ($question)", (c) => {
  it("is refused", () => expect(answer(c.catalogue, c.question).query).toBeNull());
});
