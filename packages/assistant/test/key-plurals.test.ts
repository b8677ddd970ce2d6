/**
 * A plural noun whose only reading is a key column ("customers" for `customerid`) names the rows the cube holds,
 * not the key: "customers by service" counts them. Qualified by a measure's condition ("pickers with more than
 * 100 picks") it is still the key the condition groups by. Found on `telecom`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const clinic: Catalogue = {
  cubes: [
    {
      name: "visits",
      measures: [m("visits.count", "count")],
      dimensions: [m("visits.patientid", "string"), m("visits.clinic", "string"), m("visits.visited_at", "time")],
    },
    {
      name: "prescriptions",
      measures: [m("prescriptions.count", "count")],
      dimensions: [m("prescriptions.patientid", "string"), m("prescriptions.drug", "string")],
    },
  ],
};

const warehouse: Catalogue = {
  cubes: [
    {
      name: "picks",
      measures: [m("picks.count", "count"), m("picks.total_units", "sum")],
      dimensions: [m("picks.pickerId", "string"), m("picks.zone", "string"), m("picks.picked_at", "time")],
    },
    {
      name: "returns",
      measures: [m("returns.count", "count")],
      dimensions: [m("returns.pickerId", "string"), m("returns.reason", "string")],
    },
  ],
};

describe.each([
  {
    name: "clinic",
    catalogue: clinic,
    counted: "patients by drug",
    countedQuery: { measures: ["prescriptions.count"], dimensions: ["prescriptions.drug"] },
    qualified: "patients with more than 3 visits",
    qualifiedQuery: {
      measures: ["visits.count"],
      dimensions: ["visits.patientid"],
      filters: [{ member: "visits.count", operator: "gt", values: ["3"] }],
    },
  },
  {
    name: "warehouse",
    catalogue: warehouse,
    counted: "how many pickers have a reason starting with 'damaged'?",
    countedQuery: {
      measures: ["returns.count"],
      filters: [{ member: "returns.reason", operator: "startsWith", values: ["damaged"] }],
    },
    qualified: "pickers with more than 100 picks",
    qualifiedQuery: {
      measures: ["picks.count"],
      dimensions: ["picks.pickerId"],
      filters: [{ member: "picks.count", operator: "gt", values: ["100"] }],
    },
  },
])("a plural read only as a key column ($name)", ({ catalogue, counted, countedQuery, qualified, qualifiedQuery }) => {
  const ask = asker(catalogue);

  it("counts the rows, without the key as a grouping", () => {
    expect(ask(counted)).toEqual(countedQuery);
  });

  it("is the key when a measure's condition qualifies it", () => {
    expect(ask(qualified)).toEqual(qualifiedQuery);
  });
});
