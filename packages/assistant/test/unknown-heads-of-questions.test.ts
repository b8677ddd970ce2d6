/**
 * Found on `agencysales` ("what is our customer churn rate" listed the customers' names at confidence 0.51): when
 * the one phrase understood only modifies two or more unknown nouns that end the question, the question is about
 * them, a rate or a value the catalogue does not have, so it is refused (rule 12) with them unmatched. The phrase
 * with nothing unknown after it, or with one noun that may say it collectively ("voter base"), is still answered.
 * Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { type Catalogue, createEngine } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const agency: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count"), m("orders.revenue", "sum")],
      dimensions: [m("orders.customerName", "string"), m("orders.city", "string"), m("orders.orderedAt", "time")],
    },
  ],
};

const gym: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [m("visits.memberName", "string"), m("visits.club", "string"), m("visits.visitedAt", "time")],
    },
  ],
};

const answer = (catalogue: Catalogue, question: string) =>
  createEngine(catalogue, [], { now: () => NOW }).answer({ question, now: NOW });

describe.each([
  { name: "agency", catalogue: agency, question: "what is our customer churn rate", unmatched: ["churn", "rate"] },
  { name: "gym", catalogue: gym, question: "what is the member retention rate", unmatched: ["retention", "rate"] },
])("a known word before unknown nouns that end the question ($name: $question)", (c) => {
  it("is refused", () => {
    const reply = answer(c.catalogue, c.question);
    expect(reply.query).toBeNull();
    expect(reply.unmatched).toEqual(c.unmatched);
  });
});

describe.each([
  { name: "agency", catalogue: agency, question: "customer names", want: { dimensions: ["orders.customerName"] } },
  { name: "gym", catalogue: gym, question: "member names", want: { dimensions: ["visits.memberName"] } },
  { name: "gym", catalogue: gym, question: "list the club groups", want: { dimensions: ["visits.club"] } },
])("the known phrase alone ($name: $question)", (c) => {
  it("is answered", () => expect(answer(c.catalogue, c.question).query).toEqual(c.want));
});
