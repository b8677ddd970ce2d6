/**
 * Found on `qualitylab` (`BaseAbsorcao` never found for "absorption tests"), on two catalogues of our own with
 * Portuguese and Spanish names and no titles: an English word meets a name no English dictionary knows through the
 * suffix both languages share in form (-ção/-ción ~ -tion, -dade/-dad ~ -ty), at a synonym's strength.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const inspections: Catalogue = {
  cubes: [
    {
      name: "BaseInspecao",
      measures: [m("BaseInspecao.count", "count")],
      dimensions: [
        m("BaseInspecao.regQualidade", "string"),
        m("BaseInspecao.turno", "string"),
        m("BaseInspecao.dataInspecao", "time"),
      ],
    },
  ],
};

const donations: Catalogue = {
  cubes: [
    {
      name: "donaciones",
      measures: [m("donaciones.count", "count"), m("donaciones.importe", "sum")],
      dimensions: [m("donaciones.ciudad", "string"), m("donaciones.comunidad", "string")],
    },
  ],
};

describe.each([
  {
    name: "inspections",
    catalogue: inspections,
    question: "how many inspections",
    want: { measures: ["BaseInspecao.count"] },
  },
  {
    name: "inspections, a column",
    catalogue: inspections,
    question: "inspections by quality",
    want: { measures: ["BaseInspecao.count"], dimensions: ["BaseInspecao.regQualidade"] },
  },
  {
    name: "donations",
    catalogue: donations,
    question: "donations by comunidad",
    want: { measures: ["donaciones.count"], dimensions: ["donaciones.comunidad"] },
  },
])("a cognate of a Portuguese or Spanish name ($name)", (c) => {
  it("names it", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a cognate does not join words of different suffixes", () => {
  const ask = asker(inspections);
  expect(ask("how many inspectors")).toBeNull();
});
