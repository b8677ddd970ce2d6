/**
 * Questions generated from a catalogue's own member names, for warming the engine up and for benchmarks. Timed
 * questions must be ones the process has not answered before (a warmed cache of the same inputs would flatter
 * latency), so warm-up uses these instead of a dataset's questions.
 */
import type { Catalogue, Member } from "../src/index.js";

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

const TEMPLATES = [
  (m: string, d: string) => `${m} by ${d} last month`,
  (m: string, d: string) => `top 5 ${d} by ${m}`,
  (m: string) => `monthly ${m} trend in 2024`,
  (m: string, d: string) => `how many ${d} with ${m} over 1,000`,
  (m: string, d: string) => `${m} per ${d} for the past 3 weeks, sorted by ${m}`,
  (m: string, d: string) => `show ${m} vs count by ${d} excluding pending`,
  () => "what's the weather tomorrow",
  (m: string) => `avg ${m} since March 2024`,
];

const words = (member: Member) =>
  (member.title ?? member.name)
    .replace(/^[a-z]_/, "")
    .replace(/_/g, " ")
    .toLowerCase();

/** `count` questions from templates over a random cube's measure and (preferably string) dimension. */
export function generatedQuestions(catalogue: Catalogue, count: number, next: () => number): string[] {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const cubes = catalogue.cubes.filter((cube) => cube.measures.length + cube.dimensions.length > 0);
  const questions: string[] = [];
  for (let i = 0; i < count && cubes.length; i++) {
    const cube = pick(cubes);
    const members = [...cube.measures, ...cube.dimensions];
    // String dimensions, plus the first dimension (the bench's id), so every cube with dimensions has a pool.
    const dimensions = cube.dimensions.filter((d) => d.type === "string").concat(cube.dimensions.slice(0, 1));
    const measure = words(pick(cube.measures.length ? cube.measures : members));
    const dimension = words(pick(dimensions.length ? dimensions : members));
    questions.push(pick(TEMPLATES)(measure, dimension));
  }
  return questions;
}
