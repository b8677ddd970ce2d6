import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * "how many X have a D" tests presence; a verb no member spells names the date called by its noun ("renew this
 * month" for `renewal_date`); "convos" are conversations. Two domains of our own.
 */
const leases: Catalogue = {
  cubes: [
    {
      name: "leases",
      measures: [member("leases.count", "count")],
      dimensions: [
        member("leases.start_date", "time"),
        member("leases.renewal_date", "time"),
        member("leases.guarantor", "string"),
      ],
    },
  ],
};

const support: Catalogue = {
  cubes: [
    {
      name: "conversations",
      measures: [member("conversations.count", "count")],
      dimensions: [
        member("conversations.opened_at", "time"),
        member("conversations.resolution_date", "time"),
        member("conversations.assignee", "string"),
        member("conversations.topic", "string"),
      ],
    },
  ],
};

describe("'have a D' after the counted noun tests that D is present", () => {
  it("leases: 'how many leases have a guarantor'", () => {
    expect(asker(leases)("how many leases have a guarantor?")).toEqual({
      measures: ["leases.count"],
      filters: [{ member: "leases.guarantor", operator: "set" }],
    });
  });

  it("support: 'how many conversations have an assignee'", () => {
    expect(asker(support)("how many conversations have an assignee?")).toEqual({
      measures: ["conversations.count"],
      filters: [{ member: "conversations.assignee", operator: "set" }],
    });
  });
});

describe("a verb before a period names the date called by its noun", () => {
  it("leases: 'renew this month' is the renewal date", () => {
    expect(asker(leases)("how many leases renew this month?")).toEqual({
      measures: ["leases.count"],
      timeDimensions: [{ dimension: "leases.renewal_date", dateRange: "this month" }],
    });
  });

  it("support: 'resolved last week' is the resolution date; 'convos' are conversations", () => {
    expect(asker(support)("how many convos were resolved last week?")).toEqual({
      measures: ["conversations.count"],
      timeDimensions: [{ dimension: "conversations.resolution_date", dateRange: "last week" }],
    });
  });
});
