/**
 * Found on `issueflow` (blind, first contact): "how many issues are in fix version 4.0.0?" filtered on "4", because
 * the tokenizer read "4.0" as a number and dropped the rest. A number with two or more dots (a version) is one
 * token, so the dictionary's "4.0.0" is found. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const releases: Catalogue = {
  cubes: [
    {
      name: "bugs",
      measures: [m("bugs.count", "count")],
      dimensions: [m("bugs.target_version", "string"), m("bugs.severity", "string")],
    },
  ],
  values: { "bugs.target_version": ["2.1.0", "2.1.1", "3.0.0"] },
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "devices",
      measures: [m("devices.count", "count"), m("devices.avg_uptime_hours", "avg")],
      dimensions: [m("devices.firmware", "string"), m("devices.site", "string")],
    },
  ],
  values: { "devices.firmware": ["10.4.12", "10.5.0"] },
};

describe.each([
  {
    name: "releases",
    catalogue: releases,
    question: "how many bugs are targeted at 2.1.1?",
    want: {
      measures: ["bugs.count"],
      filters: [{ member: "bugs.target_version", operator: "equals", values: ["2.1.1"] }],
    },
  },
  {
    name: "fleet",
    catalogue: fleet,
    question: "average uptime hours of devices on firmware 10.4.12 by site",
    want: {
      measures: ["devices.avg_uptime_hours"],
      dimensions: ["devices.site"],
      filters: [{ member: "devices.firmware", operator: "equals", values: ["10.4.12"] }],
    },
  },
])("a version number in the question ($name: $question)", (c) => {
  it("is the dictionary's version", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
