/**
 * Found on `stripekit` ("list webhook bodies" listed `headers`): a word no English dictionary knows whose plural
 * the catalogue uses ("webhook" beside a `Webhooks` cube) is that name said in the singular, not a typo to be
 * corrected into the plural (which then read as the entity and listed its first text column). Two catalogues of
 * our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const support: Catalogue = {
  cubes: [
    {
      name: "Chatbots",
      measures: [m("Chatbots.count", "count")],
      dimensions: [
        m("Chatbots.channel", "string"),
        m("Chatbots.transcript", "string"),
        m("Chatbots.createdAt", "time"),
      ],
    },
    {
      name: "Agents",
      measures: [m("Agents.count", "count")],
      dimensions: [m("Agents.name", "string"), m("Agents.team", "string")],
    },
  ],
};

const platform: Catalogue = {
  cubes: [
    {
      name: "Microservices",
      measures: [m("Microservices.count", "count")],
      dimensions: [
        m("Microservices.owner", "string"),
        m("Microservices.runbook", "string"),
        m("Microservices.deployedAt", "time"),
      ],
    },
    {
      name: "Incidents",
      measures: [m("Incidents.count", "count")],
      dimensions: [m("Incidents.severity", "string"), m("Incidents.openedAt", "time")],
    },
  ],
};

describe.each([
  { name: "support", catalogue: support, question: "list chatbot transcripts", column: "Chatbots.transcript" },
  { name: "platform", catalogue: platform, question: "list microservice runbooks", column: "Microservices.runbook" },
])("a singular no dictionary knows ($name)", (c) => {
  it("names the column it is said with", () =>
    expect(asker(c.catalogue)(c.question)).toEqual({ dimensions: [c.column] }));
});
