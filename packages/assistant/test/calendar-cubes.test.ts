/**
 * Star schemas: a fact cube with no date of its own is dated by the calendar cube it joins (a date column and its
 * parts), not by another dimension cube's own date. Found on `weather` (readings dated by `Temps`, stations with an
 * installation date). Two catalogues of our own, one with English column names and one with Spanish ones.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const retail: Catalogue = {
  cubes: [
    {
      name: "fact_sales",
      measures: [m("fact_sales.revenue", "sum"), m("fact_sales.count", "count")],
      dimensions: [m("fact_sales.channel", "string")],
    },
    {
      name: "dim_store",
      measures: [],
      dimensions: [m("dim_store.store_name", "string"), m("dim_store.opened_on", "time")],
    },
    {
      name: "dim_date",
      measures: [],
      dimensions: [
        m("dim_date.date_key", "number"),
        m("dim_date.full_date", "time"),
        m("dim_date.year", "number"),
        m("dim_date.month_name", "string"),
        m("dim_date.quarter", "number"),
        m("dim_date.day_of_week", "string"),
      ],
    },
  ],
};

const clinica: Catalogue = {
  cubes: [
    {
      name: "Consultas",
      measures: [m("Consultas.duracion_total", "sum", "Total Duration")],
      dimensions: [m("Consultas.especialidad", "string", "Specialty")],
    },
    {
      name: "Medicos",
      measures: [],
      dimensions: [m("Medicos.nombre", "string", "Doctor"), m("Medicos.fecha_alta", "time", "Hired On")],
    },
    {
      name: "Fecha",
      measures: [],
      dimensions: [
        m("Fecha.id_fecha", "number"),
        m("Fecha.fecha", "time", "Date"),
        m("Fecha.ano", "number"),
        m("Fecha.mes", "number"),
        m("Fecha.dia", "number"),
        m("Fecha.trimestre", "number"),
      ],
    },
  ],
};

describe.each([
  {
    name: "retail",
    catalogue: retail,
    measure: "fact_sales.revenue",
    words: "revenue",
    by: "store name",
    column: "dim_store.store_name",
    date: "dim_date.full_date",
  },
  {
    name: "clinica",
    catalogue: clinica,
    measure: "Consultas.duracion_total",
    words: "total duration",
    by: "doctor",
    column: "Medicos.nombre",
    date: "Fecha.fecha",
  },
])("facts dated by their calendar cube ($name)", ({ catalogue, measure, words, by, column, date }) => {
  const ask = asker(catalogue);

  it("puts a trend on the calendar's date", () => {
    expect(ask(`monthly ${words} in 2024`)).toEqual({
      measures: [measure],
      timeDimensions: [{ dimension: date, granularity: "month", dateRange: ["2024-01-01", "2024-12-31"] }],
    });
  });

  it("puts a period on the calendar's date, not the grouped cube's own date", () => {
    expect(ask(`${words} by ${by} last year`)).toEqual({
      measures: [measure],
      dimensions: [column],
      timeDimensions: [{ dimension: date, dateRange: "last year" }],
    });
  });
});
