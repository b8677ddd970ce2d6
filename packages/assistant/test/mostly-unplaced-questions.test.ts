/**
 * A question understood only in small part (four phrases unplaced, or two and two guesses) was answered with what
 * little was placed, at a confidence near 0.4: at first contact such answers were never right, and several answered
 * questions the catalogue cannot answer ("what's our staff turnover?"). Below 0.5 the engine now refuses (rule 12),
 * listing what it could not place; finding the question's cubes still reads it. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Catalogue } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count"), m("orders.revenue", "sum"), m("orders.staff_cost", "sum")],
      dimensions: [m("orders.status", "string"), m("orders.channel", "string"), m("orders.created_at", "time")],
    },
  ],
};

const clinic: Catalogue = {
  cubes: [
    {
      name: "appointments",
      measures: [m("appointments.count", "count"), m("appointments.avg_wait_minutes", "avg")],
      dimensions: [
        m("appointments.department", "string"),
        m("appointments.doctor_name", "string"),
        m("appointments.booked_at", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "staff cost per warehouse picker by shift supervisor",
    unplaced: ["warehouse", "picker", "shift", "supervisor"],
    cube: "orders",
  },
  {
    name: "clinic",
    catalogue: clinic,
    question: "average wait minutes per insurer by referral source and ward",
    unplaced: ["insurer", "referral", "source", "ward"],
    cube: "appointments",
  },
])("a question placed only in small part ($name: $question)", (c) => {
  const engine = createEngine(c.catalogue);
  const answer = engine.answer({ question: c.question, now: NOW });

  it("is refused, with what could not be placed", () => {
    expect(answer.query).toBeNull();
    expect(answer.confidence).toBe(0);
    expect(answer.unmatched).toEqual(c.unplaced);
    expect(answer.explanation).toContain("could not be placed");
  });

  it("still names the cube it is about", () => expect(engine.searchEntities(c.question)).toEqual([c.cube]));
});

it("a question missing less is answered in part, below 0.8", () => {
  const answer = createEngine(clinic).answer({ question: "average wait by insurer and referral source", now: NOW });
  expect(answer.query).toEqual({ measures: ["appointments.avg_wait_minutes"] });
  expect(answer.confidence).toBeLessThan(0.8);
  expect(answer.unmatched).toEqual(["insurer", "referral", "source"]);
});
