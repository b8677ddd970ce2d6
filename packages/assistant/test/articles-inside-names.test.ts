/**
 * Found on `workorders`: "facility names with more than 30 days since the last answered call" added
 * `col_last_answered_call_date`: the article "the", which names leave out, stopped "days since the last answered
 * call" from reading `col_days_since_last_answered_call`, and its `col_` prefix was a word left unsaid. An article
 * inside a phrase is skipped, and `col`/`column` only say what kind of member a name is. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const sites: Catalogue = {
  cubes: [
    {
      name: "site_health",
      measures: [],
      dimensions: [
        m("site_health.col_siteid", "number"),
        m("site_health.col_siteName", "string"),
        m("site_health.col_region", "string"),
        m("site_health.col_last_passed_inspection_date", "string"),
        m("site_health.col_days_since_last_passed_inspection", "number"),
      ],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "fleet_status",
      measures: [],
      dimensions: [
        m("fleet_status.col_vehicleid", "number"),
        m("fleet_status.col_plate", "string"),
        m("fleet_status.col_depot", "string"),
        m("fleet_status.col_last_full_service_date", "string"),
        m("fleet_status.col_km_since_last_full_service", "number"),
      ],
    },
  ],
};

describe.each([
  {
    name: "sites",
    catalogue: sites,
    question: "list site names with more than 90 days since the last passed inspection",
    want: {
      dimensions: ["site_health.col_siteName"],
      filters: [{ member: "site_health.col_days_since_last_passed_inspection", operator: "gt", values: ["90"] }],
    },
  },
  {
    name: "fleet",
    catalogue: fleet,
    question: "list plates with more than 5000 km since the last full service",
    want: {
      dimensions: ["fleet_status.col_plate"],
      filters: [{ member: "fleet_status.col_km_since_last_full_service", operator: "gt", values: ["5000"] }],
    },
  },
])("a name typed with an article ($name: $question)", (c) => {
  it("reads that member alone", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
