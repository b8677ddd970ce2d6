/**
 * Found on `issueflow`: "tickets by priority" on an issue tracker listed the priorities instead of counting issues,
 * because nothing told the engine that a ticket is an issue. Help desks and issue trackers use the two words for the
 * same record, so they are synonyms of general business vocabulary (`src/text/lexicon.ts`). Two catalogues of our
 * own, one in each direction.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const tracker: Catalogue = {
  cubes: [
    {
      name: "issues",
      measures: [m("issues.count", "count")],
      dimensions: [
        m("issues.priority_name", "string"),
        m("issues.project_key", "string"),
        m("issues.created_at", "time"),
      ],
    },
    {
      name: "sprints",
      measures: [m("sprints.count", "count")],
      dimensions: [m("sprints.name", "string"), m("sprints.started_at", "time")],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [m("tickets.count", "count")],
      dimensions: [m("tickets.queue", "string"), m("tickets.channel", "string"), m("tickets.opened_at", "time")],
    },
    {
      name: "agents",
      measures: [m("agents.count", "count")],
      dimensions: [m("agents.name", "string")],
    },
  ],
};

describe.each([
  {
    name: "tracker",
    catalogue: tracker,
    question: "tickets by priority",
    want: { measures: ["issues.count"], dimensions: ["issues.priority_name"] },
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "monthly issues",
    want: { measures: ["tickets.count"], timeDimensions: [{ dimension: "tickets.opened_at", granularity: "month" }] },
  },
])("a ticket is an issue ($name: $question)", (c) => {
  it("counts the records by either word", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
