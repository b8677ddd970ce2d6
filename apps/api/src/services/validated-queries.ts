import { normalizeQuestion, type ValidatedExample } from "@quarry/assistant";
import type { CubeQuery, ListValidatedQueriesQuery, ValidatedQueryBody, ValidatedQueryRecord } from "@quarry/contract";
import type { Db, Prisma, ValidatedQuery as ValidatedQueryRow } from "@quarry/db";
import { notFound } from "../errors.js";
import { cursorDate, decodeCursor, toPage, type Page } from "./keyset.js";

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

/**
 * Changes whenever the client records or deletes a validated query: how many there are, when the last came, and
 * how many were ever deleted. Every insert raises the first count and every delete the last, and neither count of
 * inserts nor of deletes ever goes down, so no two states of the set share a stamp.
 */
/** The client's validated queries, newest first (then by id), a page at a time; `question` filters, ignoring case. */
export async function listValidatedQueryRecords(
  db: Db,
  clientId: string,
  params: ListValidatedQueriesQuery,
): Promise<Page<ValidatedQueryRecord>> {
  const before = params.cursor ? decodeCursor(params.cursor, parseCursor) : null;
  const rows = await db.validatedQuery.findMany({
    where: {
      clientId,
      ...(params.question ? { question: { contains: escapeLike(params.question), mode: "insensitive" } } : {}),
      ...(before
        ? { OR: [{ createdAt: { lt: before.createdAt } }, { createdAt: before.createdAt, id: { lt: before.id } }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: params.limit + 1,
  });
  return toPage(rows, params.limit, (row) => [row.createdAt.toISOString(), row.id], toRecord);
}

/**
 * Deletes one validated query (404 when the client has none with this id) and counts the deletion in the same
 * transaction, so the next assistant request of any API process sees a new stamp and stops using it.
 */
export async function deleteValidatedQuery(db: Db, clientId: string, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.validatedQuery.deleteMany({ where: { clientId, id } });
    if (count === 0) throw notFound(`Validated query "${id}"`, "id");
    await tx.validatedQueryCounter.upsert({
      where: { clientId },
      create: { clientId, deletions: 1 },
      update: { deletions: { increment: 1 } },
    });
  });
}

/** Prisma passes `contains` to ILIKE as is: `%`, `_` and `\\` are literal text here, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function parseCursor([createdAt, id]: unknown[]): { createdAt: Date; id: string } | undefined {
  const date = cursorDate(createdAt);
  return date && typeof id === "string" ? { createdAt: date, id } : undefined;
}

function toRecord(row: ValidatedQueryRow): ValidatedQueryRecord {
  return {
    id: row.id,
    question: row.question,
    type: "cube",
    query: row.query as CubeQuery,
    validatedBy: row.validatedBy,
    askedBy: row.askedBy,
    createdAt: row.createdAt.toISOString(),
  };
}
