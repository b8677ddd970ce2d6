/**
 * A text column's description that lists its values ("Charge outcome: succeeded, failed, or pending.", "email,
 * chat or phone.") is that column's dictionary where none is given: the fields a question filters on are found
 * without a dictionary, and a query filters on the value as the description spells it. A dictionary the catalogue
 * or the request gives wins; a value it holds for another column is left to that column. Samples ("e.g. web, app")
 * and code maps ("1=Standard, 2=JFK") are no dictionary. Found on `payments`, where filter fields were right 73.8%
 * of the time without a dictionary. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { valuesListedIn } from "../src/catalogue/described-values.js";
import { NOW } from "./helpers.js";

const billing: Catalogue = {
  cubes: [
    {
      name: "charges",
      measures: [{ name: "charges.count", type: "count" }],
      dimensions: [
        { name: "charges.status", type: "string", description: "Charge outcome: succeeded, failed, or pending." },
        { name: "charges.method", type: "string", description: "card or transfer." },
        { name: "charges.created_at", type: "time" },
      ],
    },
  ],
};

const helpdesk: Catalogue = {
  cubes: [
    {
      name: "tickets",
      measures: [{ name: "tickets.count", type: "count" }],
      dimensions: [
        {
          name: "tickets.urgency",
          type: "string",
          description: "How soon it needs an answer: low, normal, or critical.",
        },
        { name: "tickets.channel", type: "string", description: "email, chat or phone." },
        { name: "tickets.opened_at", type: "time" },
      ],
    },
  ],
};

describe.each([
  {
    name: "billing",
    catalogue: billing,
    question: "pending charges by method",
    filtered: "charges.status",
    value: "pending",
    grouping: "charges.method",
    otherValue: "transfer charges by status",
    otherField: "charges.method",
  },
  {
    name: "helpdesk",
    catalogue: helpdesk,
    question: "critical tickets by channel",
    filtered: "tickets.urgency",
    value: "critical",
    grouping: "tickets.channel",
    otherValue: "phone tickets by urgency",
    otherField: "tickets.channel",
  },
])("values a description lists ($name)", (c) => {
  const engine = createEngine(c.catalogue);

  it("find the fields a question filters on without a dictionary", () => {
    expect(engine.filterFields(c.question).map((field) => field.name)).toEqual([c.filtered]);
    expect(engine.filterFields(c.otherValue).map((field) => field.name)).toEqual([c.otherField]);
  });

  it("filter a query on the value as listed", () => {
    const answer = engine.answer({ question: c.question, now: NOW });
    expect(answer.query).toEqual({
      measures: [`${c.name === "billing" ? "charges" : "tickets"}.count`],
      dimensions: [c.grouping],
      filters: [{ member: c.filtered, operator: "equals", values: [c.value] }],
    });
  });

  it("give way to a dictionary that holds the value for another column", () => {
    const answer = engine.answer({ question: c.question, values: { [c.grouping]: [c.value] }, now: NOW });
    const filtered = (answer.query?.filters ?? []).map((filter) => ("member" in filter ? filter.member : ""));
    expect(filtered).not.toContain(c.filtered);
  });
});

describe("lists that are no dictionary", () => {
  it.each([
    ["Source of the visit (e.g. web, app)", []],
    ["Rate code: 1=Standard, 2=JFK, 3=Newark", []],
    ["Carrier code and number", []],
    ["Payment outcome: succeeded, failed, refunded, or pending.", ["succeeded", "failed", "refunded", "pending"]],
    ["credit or debit. Synonyms: card type.", ["credit", "debit"]],
  ])("%s lists %j", (description, values) => {
    expect(valuesListedIn(description)).toEqual(values);
  });
});
