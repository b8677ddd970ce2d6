/**
 * Found on `observability`: "requests by HTTP method this month" filtered `method` on "HTTP" and grouped by nothing.
 * Between a grouping word and the column grouped by, a name only qualifies the column; it is left unplaced (so the
 * answer stays below 0.8), never made a value. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const api: Catalogue = {
  cubes: [
    {
      name: "requests",
      measures: [m("requests.count", "count")],
      dimensions: [m("requests.verb", "string"), m("requests.received_at", "time")],
    },
  ],
};

const bank: Catalogue = {
  cubes: [
    {
      name: "transfers",
      measures: [m("transfers.count", "count"), m("transfers.amount", "sum")],
      dimensions: [m("transfers.code", "string"), m("transfers.sent_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "api",
    catalogue: api,
    question: "requests by HTTP verb",
    want: { measures: ["requests.count"], dimensions: ["requests.verb"] },
  },
  {
    name: "bank",
    catalogue: bank,
    question: "transfer amount by SWIFT code",
    want: { measures: ["transfers.amount"], dimensions: ["transfers.code"] },
  },
])("a name between a grouping word and its column ($name: $question)", (c) => {
  it("qualifies the column and is no value", () => {
    const answer = createEngine(c.catalogue).answer({ question: c.question, now: NOW });
    expect(answer.query).toEqual(c.want);
    expect(answer.confidence).toBeLessThan(0.8);
  });
});
