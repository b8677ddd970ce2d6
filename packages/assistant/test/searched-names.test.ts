/**
 * "list the names of offers starting with 'Harry'": the names of an entity, searched by text, are the entity's own
 * name column (`Offers.name`), not another cube's copy of it (`Bookings.offerName`), as when they are only listed.
 * Found on `hotels` (culture bookings). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const events: Catalogue = {
  cubes: [
    {
      name: "Tickets",
      measures: [m("Tickets.count", "count")],
      dimensions: [m("Tickets.showName", "string"), m("Tickets.seat", "string")],
    },
    { name: "Shows", measures: [m("Shows.count", "count")], dimensions: [m("Shows.name", "string")] },
  ],
};

const books: Catalogue = {
  cubes: [
    {
      name: "books",
      measures: [m("books.count", "count")],
      dimensions: [m("books.author_name", "string"), m("books.isbn", "string")],
    },
    { name: "authors", measures: [m("authors.count", "count")], dimensions: [m("authors.name", "string")] },
  ],
};

describe.each([
  {
    name: "events",
    catalogue: events,
    question: "list the names of shows starting with 'Hamlet'",
    column: "Shows.name",
    operator: "startsWith",
    value: "Hamlet",
  },
  {
    name: "books",
    catalogue: books,
    question: "list the names of authors containing 'son'",
    column: "authors.name",
    operator: "contains",
    value: "son",
  },
])("names of an entity searched by text ($name)", ({ catalogue, question, column, operator, value }) => {
  it("are the entity's own name column", () => {
    expect(asker(catalogue)(question)).toEqual({
      dimensions: [column],
      filters: [{ member: column, operator, values: [value] }],
    });
  });
});
