import { createEngine, type AssistantEngine } from "@quarry/assistant";
import type { Answer, AssistantQueryBody, FieldDescriptor } from "@quarry/contract";
import type { Db } from "@quarry/db";
import { getCatalogueVersion, getCatalogue, upsertCubes } from "./catalogue.js";
import { listValidatedQueries, validatedQueriesStamp } from "./validated-queries.js";

/**
 * Engines are built once per client from its catalogue and validated queries, then reused across requests
 * until either changes. The stamp is read from the database on every request, so several API processes stay
 * consistent without any shared cache.
 */
interface CachedEngine {
  stamp: string;
  engine: AssistantEngine;
}

const MAX_CACHED_CLIENTS = 200;

export class AssistantEngines {
  private readonly cache = new Map<string, CachedEngine>();

  async forClient(db: Db, clientId: string): Promise<AssistantEngine> {
    // On every assistant request: the two small reads go out together.
    const [version, validatedStamp] = await Promise.all([
      getCatalogueVersion(db, clientId),
      validatedQueriesStamp(db, clientId),
    ]);
    const stamp = `${version}/${validatedStamp}`;
    const cached = this.cache.get(clientId);
    if (cached?.stamp === stamp) {
      // Re-insert to keep the most recently used clients at the end of the map.
      this.cache.delete(clientId);
      this.cache.set(clientId, cached);
      return cached.engine;
    }
    const [catalogue, validated] = await Promise.all([getCatalogue(db, clientId), listValidatedQueries(db, clientId)]);
    const engine = createEngine(catalogue, validated);
    this.cache.delete(clientId);
    this.cache.set(clientId, { stamp, engine });
    if (this.cache.size > MAX_CACHED_CLIENTS) this.cache.delete(this.cache.keys().next().value!);
    return engine;
  }
}

export async function answerQuestion(
  db: Db,
  engines: AssistantEngines,
  clientId: string,
  body: AssistantQueryBody,
): Promise<Answer> {
  // Cubes sent with a question become part of the client's catalogue (upserted by name).
  if (body.cubes?.length) await upsertCubes(db, clientId, body.cubes);
  const engine = await engines.forClient(db, clientId);
  const answer = engine.answer({
    question: body.input,
    fields: body.fields ?? undefined,
    values: body.filters ?? undefined,
    notes: body.notes ?? undefined,
    now: new Date(),
  });
  // The engine's interfaces lack the contract's index signatures; the shapes are the same, and ts-rest
  // validates every response against the contract before it is sent.
  return answer as Answer;
}

export async function findFilterFields(
  db: Db,
  engines: AssistantEngines,
  clientId: string,
  question: string,
): Promise<FieldDescriptor[]> {
  return (await engines.forClient(db, clientId)).filterFields(question) as FieldDescriptor[];
}

export async function searchEntities(
  db: Db,
  engines: AssistantEngines,
  clientId: string,
  question: string,
  defaultEntities: string[] = [],
): Promise<{ name: string }[]> {
  const names = (await engines.forClient(db, clientId)).searchEntities(question, defaultEntities);
  return names.map((name) => ({ name }));
}
