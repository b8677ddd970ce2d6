import type { Answer, AssistantQueryBody, FieldDescriptor } from "@quarry/contract";
import type { Db } from "@quarry/db";
import type { AssistantEngines } from "./assistant-engines.js";

export async function answerQuestion(
  db: Db,
  engines: AssistantEngines,
  clientId: string,
  body: AssistantQueryBody,
): Promise<Answer> {
  // Cubes sent with a question become part of the client's catalogue (upserted by name).
  const now = new Date();
  const answer = await engines.withEngine(db, clientId, body.cubes ?? [], (engine) =>
    engine.answer({
      question: body.input,
      fields: body.fields ?? undefined,
      values: body.filters ?? undefined,
      notes: body.notes ?? undefined,
      now,
    }),
  );
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
  return (await engines.withEngine(db, clientId, [], (engine) => engine.filterFields(question))) as FieldDescriptor[];
}

export async function searchEntities(
  db: Db,
  engines: AssistantEngines,
  clientId: string,
  question: string,
  defaultEntities: string[] = [],
): Promise<{ name: string }[]> {
  const names = await engines.withEngine(db, clientId, [], (engine) =>
    engine.searchEntities(question, defaultEntities),
  );
  return names.map((name) => ({ name }));
}
