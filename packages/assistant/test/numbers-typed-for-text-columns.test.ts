/**
 * Found on `bottelemetry`: "runtimes where version is 2.0" filtered the text column `version` on "2", the number's
 * value. A text column holds a number as it was typed, so an equality keeps the typing ("2.0", "007"); a number
 * column still gets the plain number. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const releases: Catalogue = {
  cubes: [
    {
      name: "installs",
      measures: [m("installs.count", "count")],
      dimensions: [m("installs.app_version", "string"), m("installs.seats", "number")],
    },
  ],
};

const agents: Catalogue = {
  cubes: [
    {
      name: "missions",
      measures: [m("missions.count", "count")],
      dimensions: [m("missions.agent_code", "string"), m("missions.rank", "number")],
    },
  ],
};

describe.each([
  {
    catalogue: releases,
    question: "installs where app version is 2.0",
    want: [{ member: "installs.app_version", operator: "equals", values: ["2.0"] }],
  },
  {
    catalogue: releases,
    question: "installs where seats is 2.0",
    want: [{ member: "installs.seats", operator: "equals", values: ["2"] }],
  },
  {
    catalogue: agents,
    question: "missions where agent code is 007",
    want: [{ member: "missions.agent_code", operator: "equals", values: ["007"] }],
  },
  {
    catalogue: agents,
    question: "missions with rank 03",
    want: [{ member: "missions.rank", operator: "equals", values: ["3"] }],
  },
])("a number stated for a column ($question)", (c) => {
  it("is kept as typed for text, as a number otherwise", () =>
    expect(asker(c.catalogue)(c.question)?.filters).toEqual(c.want));
});
