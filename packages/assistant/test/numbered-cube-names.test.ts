/**
 * Found on `esgworkforce`: "bespoke 4571 by level 1", with cubes `bespoke_4484` and `bespoke_4571` that both have a
 * `level_1`, counted the right cube but grouped by the other's `level_1`: a number may end a cube's name as typed
 * with a space, and a number that finishes a column's name ("level 1") keeps every cube's column so named for the
 * cube the question is about to choose. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const numberedForm = (name: string) => ({
  name,
  measures: [m(`${name}.count`, "count")],
  dimensions: [m(`${name}.line_1`, "string"), m(`${name}.line_2`, "string"), m(`${name}.filer`, "string")],
});

const taxForms: Catalogue = { cubes: [numberedForm("form_101"), numberedForm("form_205")] };

const numberedPanel = (name: string) => ({
  name,
  measures: [m(`${name}.count`, "count"), m(`${name}.output_kwh`, "sum")],
  dimensions: [m(`${name}.sensor_3`, "string"), m(`${name}.site`, "string")],
});

const solarPanels: Catalogue = { cubes: [numberedPanel("panel_7"), numberedPanel("panel_9")] };

describe.each([
  {
    name: "tax forms",
    catalogue: taxForms,
    question: "form 205 by line 1",
    want: { measures: ["form_205.count"], dimensions: ["form_205.line_1"] },
  },
  {
    name: "solar panels",
    catalogue: solarPanels,
    question: "output kwh of panel 9 by sensor 3",
    want: { measures: ["panel_9.output_kwh"], dimensions: ["panel_9.sensor_3"] },
  },
])("a cube named with a number, typed with a space ($name: $question)", (c) => {
  it("is that cube, and its own numbered column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("typed as spelled, the cube chooses its own numbered column", () =>
  expect(asker(taxForms)("form_205 by line 2")).toEqual({
    measures: ["form_205.count"],
    dimensions: ["form_205.line_2"],
  }));
