import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { CreateSavedQueryBody, ListSavedQueriesQuery, SavedQueryRecord } from "@quarry/contract";
import { Prisma, type Db, type SavedQuery as SavedQueryRow } from "@quarry/db";
import { compileSavedQuery } from "@quarry/cube";
import { ApiError } from "../errors.js";
import type { Principal } from "./api-keys.js";
import { findConnection } from "./connections.js";
import { assertFolderExists } from "./folders.js";
import { isoTimestamp, SAVED_QUERY_RECORD_JSON, selectRows } from "./json-reads.js";
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
  const connectionId = await connectionForNewSavedQuery(db, principal.clientId, request.connectionId);

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
          connectionId,
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

/** The connection named (which must be the client's), else the client's only one, else none. */
async function connectionForNewSavedQuery(db: Db, clientId: string, named: string | undefined): Promise<string | null> {
  if (named) return (await findConnection(db, clientId, named, "connectionId")).id;
  const only = await db.connection.findMany({ where: { clientId }, select: { id: true }, take: 2 });
  return only.length === 1 ? only[0]!.id : null;
}

/**
 * Keyset pagination (`keyset.ts`) over (order, nulls last; createdAt; id), through `json-reads.ts`. The stored
 * request (`request_body`, as large as `query`) is only compared on idempotent retries: a page never reads it.
 */
export async function listSavedQueries(
  db: Db,
  clientId: string,
  params: ListSavedQueriesQuery,
): Promise<Page<SavedQueryRecord>> {
  if (params.search) {
    if (params.folderId) await assertFolderExists(db, clientId, params.folderId, "folderId");
    return searchSavedQueries(db, clientId, { ...params, search: params.search });
  }
  const after = params.cursor ? decodeCursor(params.cursor, parseCursor) : null;
  const values: unknown[] = [clientId];
  const where = ["client_id = $1", params.deleted ? "deleted_at IS NOT NULL" : "deleted_at IS NULL"];
  if (params.folderId) where.push(`folder_id = $${values.push(params.folderId)}`);
  if (after) where.push(afterCursor(after, values));
  const rows = await selectRows<PageRow>(
    db,
    `SELECT ${SAVED_QUERY_RECORD_JSON}::text AS record, "order", ${isoTimestamp("created_at")} AS created_at, id
     FROM saved_queries WHERE ${where.join(" AND ")}
     ORDER BY "order" ASC NULLS LAST, created_at, id LIMIT $${values.push(params.limit + 1)}`,
    values,
  );
  // A row in the folder proves it is the client's (a foreign key); only an empty page needs to ask.
  if (params.folderId && rows.length === 0) await assertFolderExists(db, clientId, params.folderId, "folderId");
  return toPage(
    rows,
    params.limit,
    (row) => [row.order, row.created_at, row.id],
    (row) => withCubeQuery(JSON.parse(row.record) as SavedQueryRecord),
  );
}

interface PageRow {
  record: string;
  order: number | null;
  created_at: string;
  id: string;
}

interface Cursor {
  order: number | null;
  createdAt: Date;
  id: string;
}

/** The rows after the cursor's in (order, nulls last; createdAt; id), its values appended to `values`. */
function afterCursor({ order, createdAt, id }: Cursor, values: unknown[]): string {
  const at = `$${values.push(createdAt.toISOString())}::timestamptz`;
  const laterInSameOrder = `(created_at, id) > (${at}, $${values.push(id)})`;
  if (order === null) return `("order" IS NULL AND ${laterInSameOrder})`;
  const o = `$${values.push(order)}::int`;
  return `("order" > ${o} OR ("order" = ${o} AND ${laterInSameOrder}) OR "order" IS NULL)`;
}

function parseCursor([order, createdAt, id]: unknown[]): Cursor | undefined {
  const date = cursorDate(createdAt);
  if ((order === null || Number.isInteger(order)) && typeof id === "string" && date) {
    return { order: order as number | null, createdAt: date, id };
  }
  return undefined;
}

/** The Cube query a saved query runs as (`@quarry/cube`), or null when its fields do not compile. */
export function cubeQueryOf(query: Record<string, unknown>): Record<string, unknown> | null {
  const compiled = compileSavedQuery(query);
  return compiled.ok ? (compiled.query as Record<string, unknown>) : null;
}

/** A record as PostgreSQL built it (`json-reads.ts`), with its compiled Cube query beside `query`. */
export function withCubeQuery<T extends SavedQueryRecord>(record: T): T {
  return { ...record, cubeQuery: cubeQueryOf(record.query) };
}

export function toRecord(row: Omit<SavedQueryRow, "requestBody">): SavedQueryRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    query: row.query as Record<string, unknown>,
    cubeQuery: cubeQueryOf(row.query as Record<string, unknown>),
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
  return { ...dropNulls({ folderId: body.folderId, connectionId: body.connectionId }), savedQuery };
}

type NonNullFields<T> = { [K in keyof T]: Exclude<T[K], null> };

export function dropNulls<T extends object>(value: T): NonNullFields<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined),
  ) as NonNullFields<T>;
}
