/**
 * Found on round thirty-one (`protests`, `showroom`, `deliverypromos`), each on two catalogues of our own: `_extended`
 * is a modelling word of a cube's name; a grouping by a noun is by the measured rows' name column before their code
 * column, and a country spelt out is a name, not a code; a singular noun names a column spelt in the plural; a date a
 * listing is sorted by is listed by day and takes "newest first"; "named starting with" is about the name; a domain is
 * a value; "sales1" is the `sales_1` of a name; a column shared by two cubes, typed differently, ranks in the measured
 * one; "born" dates by a birth date; rows with no date are dated by the one dated cube their key points at; a light
 * verb ending a count ("make") is no unplaced word; a synonym qualified by a noun it cannot be about is dropped; rows
 * per an entity with no name of its own are grouped by their `_fk` key for it; a Portuguese or Spanish name typed in
 * the plural ("lotações", round thirty) is that name.
 */
import { describe, expect, it } from "vitest";
import { type Catalogue, createEngine } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shipping: Catalogue = {
  cubes: [
    {
      name: "voyages_fct_extended",
      measures: [m("voyages_fct_extended.count_of_voyage_pk", "count"), m("voyages_fct_extended.sum_of_tons", "sum")],
      dimensions: [
        m("voyages_fct_extended.voyage_pk", "string"),
        m("voyages_fct_extended.dest_country_code", "string"),
        m("voyages_fct_extended.dest_country_name", "string"),
        m("voyages_fct_extended.departed_ts", "time"),
      ],
    },
    {
      name: "vessels_dim_extended",
      measures: [m("vessels_dim_extended.count_of_vessel_pk", "count")],
      dimensions: [
        m("vessels_dim_extended.vessel_pk", "string"),
        m("vessels_dim_extended.vessel_name", "string"),
        m("vessels_dim_extended.countries", "string"),
        m("vessels_dim_extended.operator_domain", "string"),
        m("vessels_dim_extended.service_date_end", "time"),
        m("vessels_dim_extended.service_date_start", "time"),
      ],
    },
    {
      name: "logs_fct_extended",
      measures: [m("logs_fct_extended.count_of_log_pk", "count")],
      dimensions: [
        m("logs_fct_extended.log_pk", "string"),
        m("logs_fct_extended.log", "string"),
        m("logs_fct_extended.voyage_fk", "string"),
      ],
    },
  ],
};

const clinics: Catalogue = {
  cubes: [
    {
      name: "Appointments",
      measures: [m("Appointments.count", "count")],
      dimensions: [
        m("Appointments.nurse1UserId", "number"),
        m("Appointments.nurse2UserId", "number"),
        m("Appointments.source", "string"),
        m("Appointments.bookedAt", "time"),
      ],
    },
    {
      name: "AppointmentsTable",
      measures: [m("AppointmentsTable.noShowCount", "sum")],
      dimensions: [m("AppointmentsTable.nurse1UserId", "string"), m("AppointmentsTable.bookedAt", "time")],
    },
    {
      name: "patients",
      measures: [m("patients.count", "count")],
      dimensions: [
        m("patients.id", "number"),
        m("patients.patient_name", "string"),
        m("patients.country_code", "string"),
        m("patients.country_name", "string"),
        m("patients.created_at", "time"),
        m("patients.birth_date", "time"),
      ],
    },
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [m("visits.id", "number"), m("visits.clinic", "string"), m("visits.visited_at", "time")],
    },
    {
      name: "home_visits",
      measures: [m("home_visits.count", "count")],
      dimensions: [
        m("home_visits.id", "number"),
        m("home_visits.visit_id", "number"),
        m("home_visits.nurse_name", "string"),
        m("home_visits.nurse_phone", "string"),
      ],
    },
    {
      name: "ward_rounds",
      measures: [m("ward_rounds.count", "count")],
      dimensions: [m("ward_rounds.round_pk", "string"), m("ward_rounds.ward_fk", "string")],
    },
    {
      name: "wards",
      measures: [m("wards.count", "count")],
      dimensions: [m("wards.ward_pk", "string"), m("wards.building_name", "string")],
    },
    {
      name: "sales",
      measures: [m("sales.count", "count"), m("sales.refund_rate", "number")],
      dimensions: [m("sales.channel", "string"), m("sales.sold_at", "time")],
    },
  ],
};

const shifts: Catalogue = {
  cubes: [
    {
      name: "Plantoes",
      measures: [m("Plantoes.count", "count"), m("Plantoes.horas", "sum")],
      dimensions: [m("Plantoes.especializacao", "string"), m("Plantoes.inicio", "time")],
    },
    {
      name: "Ventas",
      measures: [m("Ventas.monto", "sum")],
      dimensions: [m("Ventas.operacion", "string"), m("Ventas.fecha", "time")],
    },
  ],
};

describe.each([
  {
    name: "shifts, a Portuguese name typed in the plural",
    catalogue: shifts,
    question: "which 3 especializações have the most horas",
    want: {
      measures: ["Plantoes.horas"],
      dimensions: ["Plantoes.especializacao"],
      order: [["Plantoes.horas", "desc"]],
      limit: 3,
    },
  },
  {
    name: "shifts, a Spanish name typed in the plural",
    catalogue: shifts,
    question: "top 5 operaciones by monto",
    want: {
      measures: ["Ventas.monto"],
      dimensions: ["Ventas.operacion"],
      order: [["Ventas.monto", "desc"]],
      limit: 5,
    },
  },
  {
    name: "shipping, rows of a cube named with _extended",
    catalogue: shipping,
    question: "how many logs",
    want: { measures: ["logs_fct_extended.count_of_log_pk"] },
  },
  {
    name: "shipping, a grouping by the name column before the code column",
    catalogue: shipping,
    question: "number of voyages by country",
    want: {
      measures: ["voyages_fct_extended.count_of_voyage_pk"],
      dimensions: ["voyages_fct_extended.dest_country_name"],
    },
  },
  {
    name: "clinics, a grouping by the name column before the code column",
    catalogue: clinics,
    question: "patients by country",
    want: { measures: ["patients.count"], dimensions: ["patients.country_name"] },
  },
  {
    name: "shipping, a country spelt out is a name",
    catalogue: shipping,
    question: "how many voyages in Norway",
    want: {
      measures: ["voyages_fct_extended.count_of_voyage_pk"],
      filters: [{ member: "voyages_fct_extended.dest_country_name", operator: "equals", values: ["Norway"] }],
    },
  },
  {
    name: "clinics, a country spelt out is a name",
    catalogue: clinics,
    question: "how many patients in Portugal",
    want: {
      measures: ["patients.count"],
      filters: [{ member: "patients.country_name", operator: "equals", values: ["Portugal"] }],
    },
  },
  {
    name: "shipping, a singular noun for a column named in the plural",
    catalogue: shipping,
    question: "vessels by country",
    want: { measures: ["vessels_dim_extended.count_of_vessel_pk"], dimensions: ["vessels_dim_extended.countries"] },
  },
  {
    name: "shipping, ranked rows of the measured cube",
    catalogue: shipping,
    question: "top 5 countries by number of voyages",
    want: {
      measures: ["voyages_fct_extended.count_of_voyage_pk"],
      dimensions: ["voyages_fct_extended.dest_country_name"],
      order: [["voyages_fct_extended.count_of_voyage_pk", "desc"]],
      limit: 5,
    },
  },
  {
    name: "shipping, a listing sorted by a date, newest first",
    catalogue: shipping,
    question: "vessel names sorted by start date, newest first",
    want: {
      dimensions: ["vessels_dim_extended.vessel_name"],
      timeDimensions: [{ dimension: "vessels_dim_extended.service_date_start", granularity: "day" }],
      order: [["vessels_dim_extended.service_date_start", "desc"]],
    },
  },
  {
    name: "clinics, a listing sorted by a date",
    catalogue: clinics,
    question: "patient names sorted by birth date",
    want: {
      dimensions: ["patients.patient_name"],
      timeDimensions: [{ dimension: "patients.birth_date", granularity: "day" }],
      order: [["patients.birth_date", "asc"]],
    },
  },
  {
    name: "shipping, named starting with",
    catalogue: shipping,
    question: "number of vessels named starting with Nord",
    want: {
      measures: ["vessels_dim_extended.count_of_vessel_pk"],
      filters: [{ member: "vessels_dim_extended.vessel_name", operator: "startsWith", values: ["Nord"] }],
    },
  },
  {
    name: "clinics, called starting with",
    catalogue: clinics,
    question: "how many patients called starting with Ana",
    want: {
      measures: ["patients.count"],
      filters: [{ member: "patients.patient_name", operator: "startsWith", values: ["Ana"] }],
    },
  },
  {
    name: "shipping, a domain after its column",
    catalogue: shipping,
    question: "how many vessels have domain maersk.com",
    want: {
      measures: ["vessels_dim_extended.count_of_vessel_pk"],
      filters: [{ member: "vessels_dim_extended.operator_domain", operator: "equals", values: ["maersk.com"] }],
    },
  },
  {
    name: "clinics, a word with its number run in, ranked in the measured cube",
    catalogue: clinics,
    question: "top 5 nurse1 user ids by no show count",
    want: {
      measures: ["AppointmentsTable.noShowCount"],
      dimensions: ["AppointmentsTable.nurse1UserId"],
      order: [["AppointmentsTable.noShowCount", "desc"]],
      limit: 5,
    },
  },
  {
    name: "clinics, absence of a column named with a number",
    catalogue: clinics,
    question: "how many appointments with no nurse2 user id",
    want: { measures: ["Appointments.count"], filters: [{ member: "Appointments.nurse2UserId", operator: "notSet" }] },
  },
  {
    name: "clinics, born dates by the birth date",
    catalogue: clinics,
    question: "how many patients were born before 1980",
    want: {
      measures: ["patients.count"],
      filters: [{ member: "patients.birth_date", operator: "beforeDate", values: ["1980-01-01"] }],
    },
  },
  {
    name: "clinics, undated rows dated by the cube their key points at",
    catalogue: clinics,
    question: "how many home visits last month",
    want: {
      measures: ["home_visits.count"],
      timeDimensions: [{ dimension: "visits.visited_at", dateRange: "last month" }],
    },
  },
  {
    name: "clinics, a light verb ending a count",
    catalogue: clinics,
    question: "how many home visits did nurse Ana Lima make",
    want: {
      measures: ["home_visits.count"],
      filters: [{ member: "home_visits.nurse_name", operator: "equals", values: ["Ana Lima"] }],
    },
  },
  {
    name: "shipping, rows per an entity with no name, by their foreign key",
    catalogue: shipping,
    question: "logs per voyage",
    want: { measures: ["logs_fct_extended.count_of_log_pk"], dimensions: ["logs_fct_extended.voyage_fk"] },
  },
  {
    name: "clinics, rows per an entity whose only name is another thing's, by their foreign key",
    catalogue: clinics,
    question: "rounds per ward",
    want: { measures: ["ward_rounds.count"], dimensions: ["ward_rounds.ward_fk"] },
  },
])("round thirty-one ($name)", (c) => {
  it("reads as the rules say", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

it("a synonym a noun qualifies as something else is refused", () => {
  const engine = createEngine(clinics, [], { now: () => NOW });
  const answer = engine.answer({ question: "what's our clinician turnover rate", now: NOW });
  expect(answer.query).toBeNull();
  expect(answer.unmatched).toEqual(["clinician", "turnover"]);
});
