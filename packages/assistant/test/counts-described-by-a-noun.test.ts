/**
 * Found on `voicecorpus`: the cube `Clips` counts what its model describes only as "recordings" (`Clips.count`,
 * description "recordings", title in another language), and every question about recordings was refused. A count
 * whose whole description is one plural noun says what the rows it counts are called. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const gym: Catalogue = {
  cubes: [
    {
      name: "Sessions",
      measures: [m("Sessions.count", "count", "antal", "workouts"), m("Sessions.avg_minutes", "avg")],
      dimensions: [m("Sessions.trainer", "string"), m("Sessions.started_at", "time")],
    },
    {
      name: "Members",
      measures: [m("Members.count", "count")],
      dimensions: [m("Members.name", "string"), m("Members.plan", "string")],
    },
  ],
};

const billing: Catalogue = {
  cubes: [
    {
      name: "Docs",
      measures: [m("Docs.count", "count", "", "invoices"), m("Docs.total_due", "sum")],
      dimensions: [m("Docs.customer", "string"), m("Docs.issued_at", "time")],
    },
    {
      name: "Payments",
      measures: [m("Payments.count", "count"), m("Payments.amount", "sum")],
      dimensions: [m("Payments.method", "string"), m("Payments.paid_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "gym",
    catalogue: gym,
    question: "workouts by trainer",
    want: { measures: ["Sessions.count"], dimensions: ["Sessions.trainer"] },
  },
  {
    name: "gym, counted",
    catalogue: gym,
    question: "how many workouts last month",
    want: {
      measures: ["Sessions.count"],
      timeDimensions: [{ dimension: "Sessions.started_at", dateRange: "last month" }],
    },
  },
  {
    name: "billing",
    catalogue: billing,
    question: "invoices by customer",
    want: { measures: ["Docs.count"], dimensions: ["Docs.customer"] },
  },
])("a count described by one plural noun ($name: $question)", (c) => {
  it("counts the rows that noun names", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
