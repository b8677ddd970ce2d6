/**
 * Validated reuse (ANSWERS.md rule 9) where it used to be too eager or too lossy: a variant that adds a
 * condition keeps it, a word the validation explained is not lent to questions without it, a variant's value
 * takes the dictionary's spelling, and a validation whose members left the catalogue is not reused.
 * Two catalogues of our own, so the rules show without any dataset's words.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue, type CubeFilter, type CubeQuery, type ValidatedExample } from "../src/index.js";
import { NOW } from "./helpers.js";
import { hospital, library } from "./own-catalogues.js";

interface Domain {
  catalogue: Catalogue;
  /** A count by a string dimension ("lab orders by status"), its count and dimension, and two of its values. */
  grouping: { question: string; count: string; dimension: string; value: string; typed: string };
  /** A question whose validation adds a number condition the words do not say ("long loans by branch"). */
  explained: { question: string; plain: string; query: CubeQuery };
  /** A question with a dictionary value, and a variant typing another value in lower case. */
  valued: { question: string; query: CubeQuery; variant: string; member: string; spelled: string };
  /** A monthly count with a value the dictionary lacks ("at Central branch this year"), and its time dimension. */
  typedValue: { question: string; query: CubeQuery; retyped: string; timeDimension: string };
}

const HOSPITAL: Domain = {
  catalogue: {
    ...hospital,
    values: { "lab_orders.status": ["pending", "completed", "cancelled"], "lab_orders.priority": ["Routine", "STAT"] },
  },
  grouping: {
    question: "lab orders by status",
    count: "lab_orders.lo_count",
    dimension: "lab_orders.status",
    value: "completed",
    typed: "cancelled",
  },
  explained: {
    question: "big admissions by ward",
    plain: "admissions by ward",
    query: {
      measures: ["admissions_fact.count"],
      dimensions: ["admissions_fact.ward"],
      filters: [{ member: "admissions_fact.length_of_stay", operator: "gt", values: ["10"] }],
    },
  },
  valued: {
    question: "routine lab orders by test name",
    query: {
      measures: ["lab_orders.lo_count"],
      dimensions: ["lab_orders.test_name"],
      filters: [{ member: "lab_orders.priority", operator: "equals", values: ["Routine"] }],
    },
    variant: "stat lab orders by test name",
    member: "lab_orders.priority",
    spelled: "STAT",
  },
  typedValue: {
    question: "monthly admissions in Cardiology this year",
    query: {
      measures: ["admissions_fact.count"],
      timeDimensions: [{ dimension: "admissions_fact.admitted_at", granularity: "month", dateRange: "this year" }],
      filters: [{ member: "admissions_fact.ward", operator: "equals", values: ["Cardiology"] }],
    },
    retyped: "Oncology",
    timeDimension: "admissions_fact.admitted_at",
  },
};

const LIBRARY: Domain = {
  catalogue: {
    ...library,
    values: { "members_dim.membership_type": ["Standard", "Premium", "Student"], "book_copies.genre": ["Fiction"] },
  },
  grouping: {
    question: "members by membership type",
    count: "members_dim.count",
    dimension: "members_dim.membership_type",
    value: "premium",
    typed: "student",
  },
  explained: {
    question: "long loans by branch",
    plain: "loans by branch",
    query: {
      measures: ["loans_fact.count"],
      dimensions: ["loans_fact.branch"],
      filters: [{ member: "loans_fact.loan_days", operator: "gt", values: ["21"] }],
    },
  },
  valued: {
    question: "standard members by joined month",
    query: {
      measures: ["members_dim.count"],
      timeDimensions: [{ dimension: "members_dim.joined_at", granularity: "month" }],
      filters: [{ member: "members_dim.membership_type", operator: "equals", values: ["Standard"] }],
    },
    variant: "premium members by joined month",
    member: "members_dim.membership_type",
    spelled: "Premium",
  },
  typedValue: {
    question: "monthly loans at Riverside this year",
    query: {
      measures: ["loans_fact.count"],
      timeDimensions: [{ dimension: "loans_fact.loaned_at", granularity: "month", dateRange: "this year" }],
      filters: [{ member: "loans_fact.branch", operator: "equals", values: ["Riverside"] }],
    },
    retyped: "Hillside",
    timeDimension: "loans_fact.loaned_at",
  },
};

function engineWith(catalogue: Catalogue, validated: ValidatedExample[]) {
  const engine = createEngine(catalogue, validated, { now: () => NOW });
  return (question: string) => engine.answer({ question, now: NOW });
}

describe.each([
  ["hospital", HOSPITAL],
  ["library", LIBRARY],
])("validated reuse on the %s catalogue", (_name, domain) => {
  const { catalogue, grouping } = domain;
  const groupingQuery: CubeQuery = { measures: [grouping.count], dimensions: [grouping.dimension] };
  const ask = engineWith(catalogue, [{ question: grouping.question, query: groupingQuery }]);
  const valueOf = (typed: string) =>
    catalogue.values![grouping.dimension]!.find((value) => value.toLowerCase() === typed)!;

  it("still reuses the validated question itself and its paraphrases", () => {
    expect(ask(grouping.question)).toMatchObject({ source: "validated", confidence: 1, query: groupingQuery });
    expect(ask(`show me the ${grouping.question}`)).toMatchObject({ source: "validated", query: groupingQuery });
  });

  it("keeps a condition that a variant adds with a dictionary value", () => {
    const answer = ask(`${grouping.value} ${grouping.question}`);
    expect(answer.query?.filters).toEqual([
      { member: grouping.dimension, operator: "equals", values: [valueOf(grouping.value)] },
    ]);
  });

  it("keeps a condition that a variant adds as a where clause", () => {
    const label = grouping.dimension.split(".")[1]!.replace(/_/g, " ");
    const answer = ask(`${grouping.question} where ${label} is ${grouping.typed}`);
    expect(answer.query?.filters).toEqual([
      { member: grouping.dimension, operator: "equals", values: [valueOf(grouping.typed)] },
    ]);
  });

  it("does not lend a condition the validation added for a word the question lacks", () => {
    const { explained } = domain;
    const answer = engineWith(catalogue, [{ question: explained.question, query: explained.query }])(explained.plain);
    expect(answer.query?.filters ?? []).toEqual([]);
    expect(answer.query?.dimensions).toEqual(explained.query.dimensions);
  });

  it("adapts a variant with another dictionary value, spelled as the dictionary spells it", () => {
    const { valued } = domain;
    const answer = engineWith(catalogue, [{ question: valued.question, query: valued.query }])(valued.variant);
    expect(answer.source).toBe("validated");
    expect(answer.query?.filters).toEqual([{ member: valued.member, operator: "equals", values: [valued.spelled] }]);
  });

  it("takes a retyped value only where the validated value stood, never other words of the question", () => {
    const { typedValue } = domain;
    const reuse = engineWith(catalogue, [{ question: typedValue.question, query: typedValue.query }]);
    const retyped = reuse(typedValue.question.replace(/ \S+ this year$/, ` ${typedValue.retyped} this year`));
    expect(retyped.source).toBe("validated");
    expect(retyped.query?.filters).toEqual([
      { ...(typedValue.query.filters![0] as CubeFilter), values: [typedValue.retyped] },
    ]);
    // Without the value, "latest first" is an order, not the value: the question is read afresh.
    const sorted = reuse(typedValue.question.replace(/ \S+ \S+ this year$/, " in 2025, latest first"));
    expect(sorted.source).toBe("engine");
    expect(sorted.query?.filters ?? []).toEqual([]);
    expect(sorted.query?.order).toEqual([[typedValue.timeDimension, "desc"]]);
  });

  it("does not reuse a validation whose members are no longer in the catalogue", () => {
    const gone = `${grouping.count.split(".")[0]}.retired_measure`;
    const stale = engineWith(catalogue, [
      { question: grouping.question, query: { measures: [gone], dimensions: [grouping.dimension] } },
    ]);
    const answer = stale(grouping.question);
    expect(answer.source).toBe("engine");
    expect(answer.query?.measures ?? []).not.toContain(gone);
  });

  it("reuses a query with or-filters and an object order, adapting values inside the or", () => {
    const { valued } = domain;
    const validatedValue = (valued.query.filters![0] as CubeFilter).values![0]!;
    const logical = {
      ...valued.query,
      filters: [
        {
          or: [
            { member: valued.member, operator: "equals", values: [validatedValue] },
            { member: valued.member, operator: "notSet" },
          ],
        },
      ],
      order: { [valued.query.measures![0]!]: "desc" },
    } as unknown as CubeQuery;
    const reuse = engineWith(catalogue, [{ question: valued.question, query: logical }]);
    const exact = reuse(valued.question);
    expect(exact.source).toBe("validated");
    expect(exact.query?.order).toEqual([[valued.query.measures![0]!, "desc"]]);
    expect(exact.explanation).toMatch(/ or /);
    const variant = reuse(valued.variant);
    expect(variant.source).toBe("validated");
    expect(JSON.stringify(variant.query?.filters)).toContain(JSON.stringify([valued.spelled]));
  });
});
