import { normalizeQuestion, type ValidatedExample } from "@quarry/assistant";
import type { ValidatedQueryBody } from "@quarry/contract";
import type { Db, Prisma } from "@quarry/db";

export async function recordValidatedQuery(db: Db, clientId: string, body: ValidatedQueryBody): Promise<void> {
  await db.validatedQuery.create({
    data: {
      clientId,
      type: body.type,
      question: body.question,
      normalizedQuestion: normalizeQuestion(body.question),
      query: body.query as Prisma.InputJsonObject,
      validatedBy: body.validatedBy ?? null,
      askedBy: body.askedBy ?? null,
    },
  });
}

/** Oldest first, so a later validation of the same question overrides an earlier one. */
export async function listValidatedQueries(db: Db, clientId: string): Promise<ValidatedExample[]> {
  const rows = await db.validatedQuery.findMany({
    where: { clientId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { question: true, query: true, createdAt: true },
  });
  // Stored as the contract validated it on the way in.
  return rows.map((row) => ({
    question: row.question,
    query: row.query as ValidatedExample["query"],
    createdAt: row.createdAt,
  }));
}

/** Changes whenever the client records a validated query: how many there are, and when the last came. */
export async function validatedQueriesStamp(db: Db, clientId: string): Promise<string> {
  const { _count, _max } = await db.validatedQuery.aggregate({
    where: { clientId },
    _count: true,
    _max: { createdAt: true },
  });
  return `${_count}@${_max.createdAt?.getTime() ?? 0}`;
}
