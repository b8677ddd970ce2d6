import type { CubeQuery, ValidatedQueryBody } from "@quarry/contract";
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

export interface ValidatedExample {
  question: string;
  query: CubeQuery;
  createdAt: Date;
}

/** Oldest first, so a later validation of the same question overrides an earlier one. */
export async function listValidatedQueries(db: Db, clientId: string): Promise<ValidatedExample[]> {
  const rows = await db.validatedQuery.findMany({
    where: { clientId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { question: true, query: true, createdAt: true },
  });
  return rows.map((row) => ({ question: row.question, query: row.query as CubeQuery, createdAt: row.createdAt }));
}

/** Case, punctuation and spacing folded, as CONVENTIONS rule 9 compares questions. */
export function normalizeQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
