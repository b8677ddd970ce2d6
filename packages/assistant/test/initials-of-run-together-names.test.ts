/**
 * Found on `admissions` ("applications without a CV" read as the initials of ContentprofileuniversityVideourl), on
 * two catalogues of our own, titled as generated schemas title flattened documents: initials stand for words
 * people say, not for run-together words no dictionary knows, so the column that has the typed word in its name is
 * the one meant.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const hiring: Catalogue = {
  cubes: [
    {
      name: "Applicants",
      measures: [m("Applicants.count", "count")],
      dimensions: [
        m("Applicants.resumeCvUrl", "string"),
        m("Applicants.coverletterpageVideourl", "string", "Coverletterpage.videourl"),
      ],
    },
  ],
};

const fleet: Catalogue = {
  cubes: [
    {
      name: "Vehicles",
      measures: [m("Vehicles.count", "count")],
      dimensions: [
        m("Vehicles.vinNumber", "string"),
        m("Vehicles.inspectionIssueNote", "string", "Vehicleinspectionrecord.issue.note"),
      ],
    },
  ],
};

describe.each([
  {
    name: "hiring",
    catalogue: hiring,
    question: "applicants without a CV",
    want: { measures: ["Applicants.count"], filters: [{ member: "Applicants.resumeCvUrl", operator: "notSet" }] },
  },
  {
    name: "fleet",
    catalogue: fleet,
    question: "how many vehicles have no VIN",
    want: { measures: ["Vehicles.count"], filters: [{ member: "Vehicles.vinNumber", operator: "notSet" }] },
  },
])("initials beside a run-together name ($name)", (c) => {
  it("read the column named with the typed word", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
