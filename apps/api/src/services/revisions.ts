import type { ListRevisionsQuery, SavedQueryDetail, SavedQueryRevision } from "@quarry/contract";
import type { Prisma, SavedQuery as SavedQueryRow, SavedQueryRevision as RevisionRow } from "@quarry/db";
import { notFound } from "../errors.js";
import { decodeCursor, toPage } from "./keyset.js";
import type { Principal } from "./api-keys.js";
import { toRecord, type DbClient } from "./saved-queries.js";

export type RevisionAction = SavedQueryRevision["action"];

/** A saved query's row as the single-record endpoints answer it: the list's record plus its version. */
export function toDetail(row: SavedQueryRow): SavedQueryDetail {
  return { ...toRecord(row), version: row.version };
}

/** Records one change: call it in the transaction that made the change, with the row as it is after it. */
export async function recordRevision(
  tx: DbClient,
  principal: Principal,
  row: SavedQueryRow,
  action: RevisionAction,
): Promise<void> {
  await tx.savedQueryRevision.create({
    data: {
      clientId: principal.clientId,
      savedQueryId: row.id,
      version: row.version,
      action,
      actorKeyId: principal.keyId,
      record: toDetail(row) as unknown as Prisma.InputJsonObject,
      createdAt: row.updatedAt,
    },
  });
}

export interface RevisionPage {
  result: SavedQueryRevision[];
  nextCursor: string | null;
}

/** Newest first, by version (unique per saved query); the cursor is the last version of the page. */
export async function listRevisions(
  db: DbClient,
  clientId: string,
  savedQueryId: string,
  params: ListRevisionsQuery,
): Promise<RevisionPage> {
  const exists = await db.savedQuery.findFirst({
    where: { clientId, id: savedQueryId, deletedAt: null },
    select: { id: true },
  });
  if (!exists) throw notFound(`Saved query "${savedQueryId}"`, "id");
  const before = params.cursor ? decodeCursor(params.cursor, parseVersionCursor) : null;
  const rows = await db.savedQueryRevision.findMany({
    where: { clientId, savedQueryId, ...(before !== null ? { version: { lt: before } } : {}) },
    orderBy: { version: "desc" },
    take: params.limit + 1,
  });
  return toPage(rows, params.limit, (row) => [row.version], toRevision);
}

/** One revision of one of the client's saved queries, or 404. */
export async function findRevision(
  db: DbClient,
  clientId: string,
  savedQueryId: string,
  revisionId: string,
): Promise<SavedQueryDetail> {
  const row = await db.savedQueryRevision.findFirst({ where: { id: revisionId, clientId, savedQueryId } });
  if (!row) throw notFound(`Revision "${revisionId}"`, "revisionId");
  return row.record as unknown as SavedQueryDetail;
}

function toRevision(row: RevisionRow): SavedQueryRevision {
  return {
    id: row.id,
    savedQueryId: row.savedQueryId,
    version: row.version,
    action: row.action as RevisionAction,
    actorId: row.actorKeyId,
    createdAt: row.createdAt.toISOString(),
    record: row.record as unknown as SavedQueryDetail,
  };
}

function parseVersionCursor([version]: unknown[]): number | undefined {
  return Number.isInteger(version) ? (version as number) : undefined;
}
