/**
 * Found on `aiusage` and `recruiting`, pinned on two catalogues of our own:
 * - "with status code 503": a number right after a string column is that column's value, as text;
 * - "closed at" names the date column `closedAt`, not the state value "closed" and a stray "at".
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const gateway: Catalogue = {
  cubes: [
    {
      name: "ApiCalls",
      measures: [m("ApiCalls.count", "count")],
      dimensions: [
        m("ApiCalls.responseCode", "string"),
        m("ApiCalls.state", "string"),
        m("ApiCalls.calledAt", "time"),
        m("ApiCalls.failedAt", "time"),
      ],
    },
  ],
  values: { "ApiCalls.state": ["failed", "ok"] },
};

const claims: Catalogue = {
  cubes: [
    {
      name: "Claims",
      measures: [m("Claims.count", "count")],
      dimensions: [
        m("Claims.reasonCode", "string"),
        m("Claims.status", "string"),
        m("Claims.openedAt", "time"),
        m("Claims.settledOn", "time"),
      ],
    },
  ],
  values: { "Claims.status": ["settled", "open"] },
};

describe.each([
  {
    name: "gateway",
    catalogue: gateway,
    code: ["how many calls with response code 404", "ApiCalls.count", "ApiCalls.responseCode", "404"],
    dated: ["monthly calls by failed at", "ApiCalls.count", "ApiCalls.failedAt"],
  },
  {
    name: "claims",
    catalogue: claims,
    code: ["number of claims with reason code 17", "Claims.count", "Claims.reasonCode", "17"],
    dated: ["monthly claims by settled on", "Claims.count", "Claims.settledOn"],
  },
] as const)("codes and date names ($name)", ({ catalogue, code, dated }) => {
  const ask = asker(catalogue);

  it("reads a number after a string column as its value", () => {
    const [question, count, column, value] = code;
    expect(ask(question)).toEqual({
      measures: [count],
      filters: [{ member: column, operator: "equals", values: [value] }],
    });
  });

  it("reads a verb and its tail as the date column they spell", () => {
    const [question, count, column] = dated;
    expect(ask(question)).toEqual({ measures: [count], timeDimensions: [{ dimension: column, granularity: "month" }] });
  });
});
