/**
 * A cube whose only count is a distinct count named for its rows (`HR.NoOfReset`, "No of Resets", on a cube titled
 * "Hard Resets"): "how many resets" and "resets per month" count with it, where they were refused ("No" abbreviates
 * number). Found on `infra`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const calls: Catalogue = {
  cubes: [
    {
      name: "BC",
      title: "Bounced Calls",
      measures: [m("BC.NoOfCall", "countDistinct", "No of Calls")],
      dimensions: [m("BC.agent", "string", "Agent"), m("BC.ctime", "time", "Time")],
    },
  ],
};

const crashes: Catalogue = {
  cubes: [
    {
      name: "app_crashes",
      measures: [m("app_crashes.no_of_crashes", "count_distinct")],
      dimensions: [m("app_crashes.app_version", "string"), m("app_crashes.crashed_at", "time")],
    },
  ],
};

describe.each([
  { name: "calls", catalogue: calls, noun: "bounced calls", count: "BC.NoOfCall", by: "agent", column: "BC.agent" },
  {
    name: "crashes",
    catalogue: crashes,
    noun: "crashes",
    count: "app_crashes.no_of_crashes",
    by: "app version",
    column: "app_crashes.app_version",
  },
])("distinct counts named for rows ($name)", ({ catalogue, noun, count, by, column }) => {
  const ask = asker(catalogue);

  it("counts the cube's rows with its distinct count", () => {
    expect(ask(`how many ${noun}?`)).toEqual({ measures: [count] });
    expect(ask(`number of ${noun} by ${by}`)).toEqual({ measures: [count], dimensions: [column] });
  });
});
