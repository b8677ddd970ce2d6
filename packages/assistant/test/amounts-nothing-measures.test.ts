/**
 * Found on `ossimpact` ("how much funding did each project receive" listed project names at 0.51): "how much" asks
 * for an amount, so when the words for it are left unplaced and no measure answers, a listing of columns is no
 * answer and the question is refused (rule 12). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const projects: Catalogue = {
  cubes: [
    {
      name: "projects",
      measures: [m("projects.count", "count")],
      dimensions: [m("projects.project_name", "string"), m("projects.created_at", "time")],
    },
  ],
};

const tenants: Catalogue = {
  cubes: [
    {
      name: "tenants",
      measures: [m("tenants.count", "count")],
      dimensions: [m("tenants.tenant_name", "string"), m("tenants.city", "string")],
    },
  ],
};

describe.each([
  { name: "projects", catalogue: projects, question: "how much funding did each project receive" },
  { name: "tenants", catalogue: tenants, question: "how much rent does each tenant pay" },
])("an amount nothing measures ($name)", (c) => {
  it("is refused", () => expect(asker(c.catalogue)(c.question)).toBeNull());
});

it("an amount a measure answers is still answered", () => {
  const ask = asker({
    cubes: [
      {
        name: "grants",
        measures: [m("grants.count", "count"), m("grants.funding", "sum")],
        dimensions: [m("grants.project_name", "string")],
      },
    ],
  });
  expect(ask("how much funding did each project receive")).toEqual({
    measures: ["grants.funding"],
    dimensions: ["grants.project_name"],
  });
});

it("an average nothing measures is not a count of the rows", () => {
  const ask = asker({
    cubes: [
      {
        name: "samples",
        measures: [m("samples.count", "count")],
        dimensions: [m("samples.absorption", "string"), m("samples.unit_name", "string")],
      },
    ],
  });
  expect(ask("average absorption per unit name")).toBeNull();
});
