import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { CreateSavedQueryBody, ListSavedQueriesQuery, SavedQueryRecord } from "@quarry/contract";
import { Prisma, type Db, type SavedQuery as SavedQueryRow } from "@quarry/db";
import { ApiError } from "../errors.js";
import type { Principal } from "./api-keys.js";
import { assertFolderExists } from "./folders.js";
import { recordRevision } from "./revisions.js";
import { searchSavedQueries } from "./saved-query-search.js";
import { cursorDate, decodeCursor, toPage, type Page } from "./keyset.js";

/** The client, or a transaction of it: every service function works in either. */
export type DbClient = Db | Prisma.TransactionClient;

/** Fields of `savedQuery` that are columns of their own; everything else is kept, as sent, in `query`. */
export const COLUMN_FIELDS = ["id", "title", "description", "order", "width", "height", "x", "y"] as const;

export interface Created {
  id: string;
  outcome: "created" | "unchanged";
}

export async function createSavedQuery(db: Db, principal: Principal, body: CreateSavedQueryBody): Promise<Created> {
  const request = withoutNulls(body);
  const savedQuery = request.savedQuery;
  if (request.folderId) await assertFolderExists(db, principal.clientId, request.folderId, "folderId");

  const query: Record<string, unknown> = { ...savedQuery };
  for (const field of COLUMN_FIELDS) delete query[field];

  const id = savedQuery.id ?? randomUUID();
  try {
    // The row and its first revision, together or not at all.
    await db.$transaction(async (tx) => {
      const row = await tx.savedQuery.create({
        data: {
          clientId: principal.clientId,
          id,
          title: savedQuery.title,
          description: savedQuery.description ?? null,
          folderId: request.folderId ?? null,
          query: query as Prisma.InputJsonObject,
          requestBody: request as unknown as Prisma.InputJsonObject,
          createdById: principal.keyId,
          order: savedQuery.order ?? null,
          width: savedQuery.width ?? null,
          height: savedQuery.height ?? null,
          x: savedQuery.x ?? null,
          y: savedQuery.y ?? null,
        },
      });
      await recordRevision(tx, principal, row, "create");
    });
    return { id, outcome: "created" };
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
  }
  // The id is taken: a retry of the same request is fine, anything else is a conflict.
  const existing = await db.savedQuery.findUnique({
    where: { clientId_id: { clientId: principal.clientId, id } },
    select: { requestBody: true },
  });
  if (existing && isDeepStrictEqual(existing.requestBody, request)) return { id, outcome: "unchanged" };
  throw new ApiError("conflict", `A saved query with id "${id}" already exists with different content`, [
    { path: "savedQuery.id", issue: "already used by another saved query" },
  ]);
}

/** Keyset pagination (`keyset.ts`) over (order, nulls last; createdAt; id). */
export async function listSavedQueries(
  db: Db,
  clientId: string,
  params: ListSavedQueriesQuery,
): Promise<Page<SavedQueryRecord>> {
  if (params.folderId) await assertFolderExists(db, clientId, params.folderId, "folderId");
  if (params.search) return searchSavedQueries(db, clientId, { ...params, search: params.search });
  const after = params.cursor ? decodeCursor(params.cursor, parseCursor) : null;
  const rows = await db.savedQuery.findMany({
    where: {
      clientId,
      deletedAt: params.deleted ? { not: null } : null,
      ...(params.folderId ? { folderId: params.folderId } : {}),
      ...(after ? whereAfter(after) : {}),
    },
    orderBy: [{ order: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }],
    take: params.limit + 1,
    // The stored request is only compared on idempotent retries: a page never reads it, and it is as large as `query`.
    omit: { requestBody: true },
  });
  return toPage(rows, params.limit, (row) => [row.order, row.createdAt.toISOString(), row.id], toRecord);
}

interface Cursor {
  order: number | null;
  createdAt: Date;
  id: string;
}

function whereAfter({ order, createdAt, id }: Cursor): Prisma.SavedQueryWhereInput {
  const laterInSameOrder: Prisma.SavedQueryWhereInput[] = [
    { order, createdAt: { gt: createdAt } },
    { order, createdAt, id: { gt: id } },
  ];
  if (order === null) return { OR: laterInSameOrder };
  return { OR: [{ order: { gt: order } }, ...laterInSameOrder, { order: null }] };
}

function parseCursor([order, createdAt, id]: unknown[]): Cursor | undefined {
  const date = cursorDate(createdAt);
  if ((order === null || Number.isInteger(order)) && typeof id === "string" && date) {
    return { order: order as number | null, createdAt: date, id };
  }
  return undefined;
}

export function toRecord(row: Omit<SavedQueryRow, "requestBody">): SavedQueryRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    query: row.query as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    folderId: row.folderId,
    createdById: row.createdById,
    connectionId: row.connectionId,
    order: row.order,
    width: row.width,
    height: row.height,
    x: row.x,
    y: row.y,
  };
}

/** `null` in an optional field means "absent": drop such keys, one level into `savedQuery` and its `dateRange`. */
function withoutNulls(body: CreateSavedQueryBody) {
  const savedQuery = dropNulls(body.savedQuery);
  if (savedQuery.dateRange) savedQuery.dateRange = dropNulls(savedQuery.dateRange);
  return { ...dropNulls({ folderId: body.folderId }), savedQuery };
}

type NonNullFields<T> = { [K in keyof T]: Exclude<T[K], null> };

export function dropNulls<T extends object>(value: T): NonNullFields<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined),
  ) as NonNullFields<T>;
}
