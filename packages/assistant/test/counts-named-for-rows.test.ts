/**
 * A star schema whose attribute cube has no count of its own (`dim_students`), while a fact table counts its rows
 * by name (`attendance.count_students`, a distinct count): "how many students" and "students by race" count with
 * that measure, not a listing or a refusal. Found on `schools`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const ward: Catalogue = {
  cubes: [
    {
      name: "admissions",
      measures: [m("admissions.count_patients", "count_distinct"), m("admissions.avg_stay_days", "avg")],
      dimensions: [m("admissions.ward", "string"), m("admissions.admitted_at", "time")],
    },
    {
      name: "dim_patients",
      measures: [],
      dimensions: [m("dim_patients.blood_type", "string"), m("dim_patients.birth_date", "time")],
    },
  ],
};

const gym: Catalogue = {
  cubes: [
    {
      name: "ClassBookings",
      measures: [m("ClassBookings.numberOfMembers", "countDistinct"), m("ClassBookings.totalFees", "sum")],
      dimensions: [m("ClassBookings.classType", "string"), m("ClassBookings.bookedAt", "time")],
    },
    {
      name: "DimMembers",
      measures: [],
      dimensions: [m("DimMembers.membershipTier", "string"), m("DimMembers.homeClub", "string")],
    },
  ],
};

describe.each([
  {
    name: "ward",
    catalogue: ward,
    noun: "patients",
    count: "admissions.count_patients",
    by: "blood type",
    column: "dim_patients.blood_type",
  },
  {
    name: "gym",
    catalogue: gym,
    noun: "members",
    count: "ClassBookings.numberOfMembers",
    by: "membership tier",
    column: "DimMembers.membershipTier",
  },
])("counts named for rows ($name)", ({ catalogue, noun, count, by, column }) => {
  const ask = asker(catalogue);

  it("counts the attribute cube's rows with the measure named for them", () => {
    expect(ask(`how many ${noun} do we have?`)).toEqual({ measures: [count] });
    expect(ask(`${noun} by ${by}`)).toEqual({ measures: [count], dimensions: [column] });
  });
});
