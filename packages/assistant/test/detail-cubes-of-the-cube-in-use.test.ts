/**
 * Found on `regtech`: "top 10 agencies by number of enforcement actions" grouped by `AlertAgencyNamesCube` rather than
 * `EnforcementActionsAgencyNamesCube`; both name the agencies equally. A cube whose name goes on from the entity words
 * of the cube in use holds that cube's details, so it wins the tie. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const insurance: Catalogue = {
  cubes: [
    {
      name: "PolicyBrokers",
      measures: [m("PolicyBrokers.count", "count")],
      dimensions: [m("PolicyBrokers.brokerNames", "string")],
    },
    {
      name: "Claims",
      measures: [m("Claims.count", "count"), m("Claims.paidAmount", "sum")],
      dimensions: [m("Claims.filedAt", "time")],
    },
    {
      name: "ClaimsBrokers",
      measures: [m("ClaimsBrokers.count", "count")],
      dimensions: [m("ClaimsBrokers.brokerNames", "string")],
    },
  ],
};

const events: Catalogue = {
  cubes: [
    {
      name: "TalkSpeakers",
      measures: [m("TalkSpeakers.count", "count")],
      dimensions: [m("TalkSpeakers.speakerName", "string")],
    },
    {
      name: "Workshops",
      measures: [m("Workshops.count", "count"), m("Workshops.seats", "sum")],
      dimensions: [m("Workshops.heldOn", "time")],
    },
    {
      name: "WorkshopsSpeakers",
      measures: [m("WorkshopsSpeakers.count", "count")],
      dimensions: [m("WorkshopsSpeakers.speakerName", "string")],
    },
  ],
};

describe.each([
  {
    name: "insurance",
    catalogue: insurance,
    question: "top 5 brokers by number of claims",
    want: {
      measures: ["Claims.count"],
      dimensions: ["ClaimsBrokers.brokerNames"],
      order: [["Claims.count", "desc"]],
      limit: 5,
    },
  },
  {
    name: "events",
    catalogue: events,
    question: "workshop seats by speaker",
    want: { measures: ["Workshops.seats"], dimensions: ["WorkshopsSpeakers.speakerName"] },
  },
])("a detail cube of the cube in use ($name: $question)", (c) => {
  it("wins the tie", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
