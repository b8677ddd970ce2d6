/**
 * "server protocol breakdown", "carrier breakdown": a question that names groupings and nothing else counts the
 * rows of the grouped column's cube, as "orders by status" does; it is no listing of the column's values. And
 * "max sum and min sum by state" with neither measure found is no count of the rows: an aggregation of values that
 * only a default count answers is a word the reading could not place. Found on `packages` (pk11, pk28) and `jobs`
 * (jb35). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const network: Catalogue = {
  cubes: [
    {
      name: "connections",
      measures: [m("connections.count", "count")],
      dimensions: [m("connections.protocol", "string"), m("connections.openedAt", "time")],
    },
  ],
};

const freight: Catalogue = {
  cubes: [
    {
      name: "shipments",
      measures: [m("shipments.count", "count")],
      dimensions: [m("shipments.carrier", "string"), m("shipments.shippedAt", "time")],
    },
  ],
};

describe.each([
  { name: "network", catalogue: network, grouping: "connections.protocol", word: "protocol" },
  { name: "freight", catalogue: freight, grouping: "shipments.carrier", word: "carrier" },
])("groupings alone ($name)", ({ catalogue, grouping, word }) => {
  const engine = createEngine(catalogue);
  const ask = (question: string) => engine.answer({ question, now: NOW });
  const count = `${grouping.split(".")[0]}.count`;

  it("count the rows of each group", () => {
    const answer = ask(`${word} breakdown`);
    expect(answer.query).toEqual({ measures: [count], dimensions: [grouping] });
    expect(answer.confidence).toBeGreaterThanOrEqual(0.8);
  });
  it("leave an aggregation of values no measure answers unplaced", () => {
    const answer = ask(`max and min by ${word}`);
    expect(answer.unmatched).toEqual(["max", "min"]);
    expect(answer.confidence).toBeLessThan(0.8);
  });
});
