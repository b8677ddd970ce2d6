import { readFileSync } from "node:fs";
import { createEngine, type AssistantEngine, type CubeQuery } from "../src/index.js";
import type { Dataset } from "../src/scoring.js";

export type FixtureName = "saas" | "tpch-like" | "tpch-cryptic" | "logistics" | "web-hr";

export function loadFixture(name: FixtureName): Dataset {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8")) as Dataset;
}

/** Reference date for relative and year-less periods in tests. */
export const NOW = new Date("2025-06-15T12:00:00Z");

export interface Domain {
  engine: AssistantEngine;
  /** Answers with the fixture's value dictionary and notes, as /assistant/query does. */
  ask(question: string): CubeQuery | null;
  dataset: Dataset;
}

export function domain(name: FixtureName, withValidated = true): Domain {
  const dataset = loadFixture(name);
  const { values, ...catalogue } = dataset.catalogue;
  const engine = createEngine(catalogue, withValidated ? (dataset.validated ?? []) : [], { now: () => NOW });
  return {
    engine,
    dataset,
    ask: (question) => engine.answer({ question, values: values ?? {}, notes: catalogue.notes ?? [], now: NOW }).query,
  };
}

/** Sorts the set-like parts so tests state queries in any order. */
export function canonical(query: CubeQuery | null): unknown {
  if (!query) return null;
  const sortBy = <T>(items: T[] | undefined) =>
    items && [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    ...query,
    ...(query.measures ? { measures: sortBy(query.measures) } : {}),
    ...(query.dimensions ? { dimensions: sortBy(query.dimensions) } : {}),
    ...(query.filters
      ? {
          filters: sortBy(
            query.filters.map((f) => ("values" in f && f.values ? { ...f, values: [...f.values].sort() } : f)),
          ),
        }
      : {}),
  };
}

/** A catalogue member for test catalogues; title and description only when given. */
export const member = (name: string, type: string, title?: string, description?: string) => ({
  name,
  type,
  ...(title ? { title } : {}),
  ...(description ? { description } : {}),
});
