/**
 * Questions generated from a catalogue's own member names (and its dictionary's values), for warming the engine up
 * and for benchmarks. Timed questions must be ones the process has not answered before (a warmed cache of the same
 * inputs would flatter latency), so warm-up uses these instead of a dataset's questions.
 */
import type { Catalogue } from "../src/index.js";

/** Small deterministic PRNG (mulberry32) so every run generates the same questions. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A question's parts: a measure's words, a dimension's, another dimension's, the cube's and a value. */
interface Parts {
  m: string;
  d: string;
  d2: string;
  c: string;
  v: string;
}

/**
 * Generic shapes of analytics questions (periods of each grain, conditions, listings, rankings, values the
 * dictionary may not hold, negation, presence, text operators, misspellings, shares, comparisons, a refusal),
 * so that warm-up goes through the engine's code paths as a service's stream of real questions would.
 */
const TEMPLATES: ((p: Parts) => string)[] = [
  ({ m, d }) => `${m} by ${d} last month`,
  ({ m, d }) => `top 5 ${d} by ${m}`,
  ({ m }) => `monthly ${m} trend in 2024`,
  ({ m, d }) => `how many ${d} with ${m} over 1,000`,
  ({ m, d }) => `${m} per ${d} for the past 3 weeks, sorted by ${m}`,
  ({ m, d }) => `show ${m} vs count by ${d} excluding pending`,
  () => "what's the weather tomorrow",
  ({ m }) => `avg ${m} since March 2024`,
  ({ c }) => `${c} created per quarter`,
  ({ m, d }) => `share of ${m} by ${d}`,
  ({ d, d2, c }) => `list the ${d} and ${d2} of ${c}`,
  ({ d, c }) => `list the first 20 ${d} of ${c} at Northfield stage`,
  ({ m }) => `${m} for Acme and Globex in Springfield`,
  ({ m, d }) => `totl ${m} by ${d} in 2021`,
  ({ c }) => `how many ${c} are active?`,
  ({ c, d }) => `${c} where ${d} is Pending`,
  ({ m, d }) => `which ${d} has the highest ${m}`,
  ({ m }) => `${m} between 10 and 50 this year vs last year`,
  ({ m, d }) => `average ${m} by ${d} in descending order`,
  ({ c, d }) => `${c} with no ${d}`,
  ({ c, d }) => `${c} whose ${d} starts with "A"`,
  ({ m }) => `weekly ${m} in Q1 2024`,
  ({ c, d }) => `which ${d} has the most ${c}?`,
  ({ m, d }) => `daily ${m} over the last 30 days by ${d} and year`,
  ({ m, c }) => `the ${c} with the lowest ${m} yesterday`,
  ({ m, d }) => `${m} of cancelled ${d} not in Europe`,
  ({ m, v }) => `${m} for ${v}`,
  ({ c, d, v }) => `${v} ${c} by ${d}`,
  ({ m, d, v }) => `${m} excluding ${v} per ${d} this quarter`,
];

/** How a user would say a member or cube: its title, else its own name ("orders.shippedAt" -> "shipped at"). */
const words = (named: { name: string; title?: string | null }) =>
  (named.title ?? named.name.split(".").at(-1)!)
    .replace(/^[a-z]_/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();

/**
 * `count` questions from templates over a random cube's measure and (preferably string) dimension, with values from
 * the tenant's dictionary (`values`, as sent with its questions) where it has some for that cube.
 */
export function generatedQuestions(
  catalogue: Catalogue,
  count: number,
  next: () => number,
  values: Record<string, string[]> = {},
): string[] {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const cubes = catalogue.cubes.filter((cube) => cube.measures.length + cube.dimensions.length > 0);
  const questions: string[] = [];
  for (let i = 0; i < count && cubes.length; i++) {
    const cube = pick(cubes);
    const members = [...cube.measures, ...cube.dimensions];
    // String dimensions, plus the first dimension (the bench's id), so every cube with dimensions has a pool.
    const dimensions = cube.dimensions.filter((d) => d.type === "string").concat(cube.dimensions.slice(0, 1));
    const pool = dimensions.length ? dimensions : members;
    const listed = cube.dimensions.flatMap((d) => values[d.name] ?? []);
    const parts = {
      m: words(pick(cube.measures.length ? cube.measures : members)),
      d: words(pick(pool)),
      d2: words(pick(pool)),
      c: words(cube),
      v: listed.length ? pick(listed) : "Northfield",
    };
    questions.push(pick(TEMPLATES)(parts));
  }
  return questions;
}
