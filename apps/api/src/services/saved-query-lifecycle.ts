import { randomUUID } from "node:crypto";
import {
  SavedQueryInputSchema,
  type DuplicateSavedQueryBody,
  type PutLayoutBody,
  type SavedQueryDetail,
  type UpdateSavedQueryBody,
} from "@quarry/contract";
import { Prisma, type Db, type SavedQuery as SavedQueryRow } from "@quarry/db";
import { ApiError, detailsFromZodIssues, notFound } from "../errors.js";
import type { Principal } from "./api-keys.js";
import { findConnection } from "./connections.js";
import { SAVED_QUERY_DETAIL_JSON, selectRows } from "./json-reads.js";
import { findRevision, recordRevision, toDetail, type RevisionAction } from "./revisions.js";
import { COLUMN_FIELDS, dropNulls, withCubeQuery, type DbClient } from "./saved-queries.js";

/**
 * The life of a saved query after its creation. Every change runs in one transaction that locks the row
 * (`SELECT ... FOR UPDATE`), checks `If-Match`, writes with a compare-and-set on the version
 * (`UPDATE ... WHERE version = <read version>`) and records its revision: two changes based on one version
 * cannot both win.
 */

/** What `If-Match` allows: any version (`*`, or no header), or one of these. */
export type Precondition = "any" | number[];

const ETAG = /^\s*(?:W\/)?"(\d{1,9})"\s*$/;

/** `"3"`, `W/"3"` (taken as `"3"`), a comma-separated list of them, or `*`; anything else is a 400. */
export function parseIfMatch(header: string | undefined): Precondition {
  if (header === undefined || header.trim() === "*") return "any";
  const versions = header.split(",").map((tag) => ETAG.exec(tag)?.[1]);
  if (versions.some((version) => version === undefined)) {
    throw new ApiError("validation_failed", "The request is invalid", [
      { path: "if-match", issue: 'must be an entity tag such as "3", or *' },
    ]);
  }
  return versions.map(Number);
}

export function etagOf(record: { version: number }): string {
  return `"${record.version}"`;
}

export async function getSavedQuery(
  db: Db,
  clientId: string,
  id: string,
  { deleted = false }: { deleted?: boolean | undefined } = {},
): Promise<SavedQueryDetail> {
  const [row] = await selectRows<{ detail: string }>(
    db,
    `SELECT ${SAVED_QUERY_DETAIL_JSON}::text AS detail FROM saved_queries
     WHERE client_id = $1 AND id = $2 AND deleted_at IS ${deleted ? "NOT NULL" : "NULL"}`,
    [clientId, id],
  );
  if (!row) throw notFound(`Saved query "${id}"`, "id");
  return withCubeQuery(JSON.parse(row.detail) as SavedQueryDetail);
}

export async function updateSavedQuery(
  db: Db,
  principal: Principal,
  id: string,
  body: UpdateSavedQueryBody,
  precondition: Precondition,
  /** Runs on the changed fields before they are written; throwing leaves the saved query as it was. */
  check?: (query: Record<string, unknown>, connectionId: string | null) => Promise<void>,
): Promise<SavedQueryDetail> {
  return db.$transaction(async (tx) => {
    const row = await lockForChange(tx, principal.clientId, id, "live", precondition);
    const folderId = body.folderId === undefined ? row.folderId : body.folderId;
    if (folderId !== null && folderId !== row.folderId) await assertFolder(tx, principal.clientId, folderId);
    if (body.connectionId) await findConnection(tx, principal.clientId, body.connectionId, "connectionId");
    const connectionId = body.connectionId === undefined ? row.connectionId : body.connectionId;
    const fields = mergeFields(row, body.savedQuery ?? {});
    await check?.(fields.query, connectionId);
    const onlyMoved =
      body.folderId !== undefined && body.connectionId === undefined && Object.keys(body.savedQuery ?? {}).length === 0;
    return change(tx, principal, row, { ...fields, folderId, connectionId }, onlyMoved ? "move" : "update");
  });
}

/** Into the trash; `permanent`: out of the trash for good (with its revisions). */
export async function deleteSavedQuery(
  db: Db,
  principal: Principal,
  id: string,
  { permanent = false }: { permanent?: boolean | undefined },
  precondition: Precondition,
): Promise<void> {
  await db.$transaction(async (tx) => {
    if (!permanent) {
      const row = await lockForChange(tx, principal.clientId, id, "live", precondition);
      await change(tx, principal, row, { deletedAt: new Date() }, "delete");
      return;
    }
    const row = await lockForChange(tx, principal.clientId, id, "any", precondition);
    if (row.deletedAt === null) {
      throw new ApiError("conflict", `Saved query "${id}" is not in the trash; move it to the trash first`, [
        { path: "permanent", issue: "move it to the trash first" },
      ]);
    }
    await tx.savedQuery.delete({ where: { clientId_id: { clientId: principal.clientId, id } } });
  });
}

/**
 * For a folder being deleted: its live reports go to the trash (`delete`) and already trashed ones are moved out
 * (`move`); both leave the folder, so a restore puts them in the root. Call inside the deleting transaction.
 */
export async function trashOutOfFolder(tx: DbClient, principal: Principal, rows: SavedQueryRow[]): Promise<void> {
  const now = new Date();
  for (const row of rows) {
    await change(
      tx,
      principal,
      row,
      { deletedAt: row.deletedAt ?? now, folderId: null },
      row.deletedAt ? "move" : "delete",
    );
  }
}

/** Out of the trash, exactly as it went in; into the root if its folder is gone. */
export async function restoreSavedQuery(
  db: Db,
  principal: Principal,
  id: string,
  precondition: Precondition,
): Promise<SavedQueryDetail> {
  return db.$transaction(async (tx) => {
    const row = await lockForChange(tx, principal.clientId, id, "any", precondition);
    if (row.deletedAt === null) {
      throw new ApiError("conflict", `Saved query "${id}" is not in the trash`, [
        { path: "id", issue: "is not in the trash" },
      ]);
    }
    const folderId = await existingFolderOrRoot(tx, principal.clientId, row.folderId);
    return change(tx, principal, row, { deletedAt: null, folderId }, "restore");
  });
}

/** Back to the state after one revision, as a new change (`revert`). */
export async function restoreRevision(
  db: Db,
  principal: Principal,
  id: string,
  revisionId: string,
  precondition: Precondition,
): Promise<SavedQueryDetail> {
  return db.$transaction(async (tx) => {
    const row = await lockForChange(tx, principal.clientId, id, "live", precondition);
    const state = await findRevision(tx, principal.clientId, id, revisionId);
    const folderId = await existingFolderOrRoot(tx, principal.clientId, state.folderId);
    const fields = {
      title: state.title,
      description: state.description,
      query: state.query as Prisma.InputJsonObject,
      order: state.order,
      width: state.width,
      height: state.height,
      x: state.x,
      y: state.y,
    };
    return change(tx, principal, row, { ...fields, folderId }, "revert");
  });
}

export async function duplicateSavedQuery(
  db: Db,
  principal: Principal,
  id: string,
  body: DuplicateSavedQueryBody,
): Promise<SavedQueryDetail> {
  const { clientId } = principal;
  const copyId = body.id ?? randomUUID();
  const taken = () =>
    new ApiError("conflict", `A saved query with id "${copyId}" already exists`, [
      { path: "id", issue: "already used by another saved query" },
    ]);
  try {
    return await db.$transaction(async (tx) => {
      const source = await tx.savedQuery.findFirst({ where: { clientId, id, deletedAt: null } });
      if (!source) throw notFound(`Saved query "${id}"`, "id");
      const folderId = body.folderId === undefined ? source.folderId : body.folderId;
      if (folderId !== null && folderId !== source.folderId) await assertFolder(tx, clientId, folderId);
      if (await tx.savedQuery.findUnique({ where: { clientId_id: { clientId, id: copyId } }, select: { id: true } }))
        throw taken();
      const title = body.title ?? copyTitle(source.title);
      const savedQuery = { ...savedQueryOf({ ...source, title }), id: copyId };
      const row = await tx.savedQuery.create({
        data: {
          clientId,
          id: copyId,
          title,
          description: source.description,
          folderId,
          query: source.query as Prisma.InputJsonObject,
          // What creating this copy with POST /saved-queries would have sent: a retry of that is idempotent.
          requestBody: { ...(folderId !== null ? { folderId } : {}), savedQuery },
          createdById: principal.keyId,
          order: source.order,
          width: source.width,
          height: source.height,
          x: source.x,
          y: source.y,
        },
      });
      await recordRevision(tx, principal, row, "duplicate");
      return toDetail(row);
    });
  } catch (error) {
    // Created by someone else between the check and the insert.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw taken();
    throw error;
  }
}

/**
 * Several layouts in one transaction, all or none: the rows are locked in id order (so two layouts never
 * deadlock), every item is checked before anything is written, then each is a compare-and-set like any change.
 */
export async function putLayout(db: Db, principal: Principal, body: PutLayoutBody): Promise<SavedQueryDetail[]> {
  const { clientId } = principal;
  const ids = body.items.map((item) => item.id);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM saved_queries WHERE client_id = ${clientId} AND id = ANY(${[...ids].sort()})
      ORDER BY id FOR UPDATE`;
    const rows = await tx.savedQuery.findMany({ where: { clientId, id: { in: ids }, deletedAt: null } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    body.items.forEach((item, index) => {
      const row = byId.get(item.id);
      if (!row) throw notFound(`Saved query "${item.id}"`, `items.${index}.id`);
      if (item.version !== undefined && item.version !== row.version) {
        const error = stale(row, [item.version]);
        throw new ApiError(error.code, error.message, [
          { path: `items.${index}.version`, issue: error.details[0]!.issue },
        ]);
      }
    });
    const updated: SavedQueryDetail[] = [];
    for (const { id, x, y, width, height, order } of body.items) {
      updated.push(await change(tx, principal, byId.get(id)!, { x, y, width, height, order }, "layout"));
    }
    return updated;
  });
}

const COPY_SUFFIX = " (copy)";
function copyTitle(title: string): string {
  return title.slice(0, 200 - COPY_SUFFIX.length) + COPY_SUFFIX;
}

/**
 * Locks the row for the rest of the transaction and checks `If-Match` against its version. `live`: a trashed
 * saved query is not found; `any`: it is.
 */
async function lockForChange(
  tx: DbClient,
  clientId: string,
  id: string,
  scope: "live" | "any",
  precondition: Precondition,
): Promise<SavedQueryRow> {
  await tx.$executeRaw`SELECT 1 FROM saved_queries WHERE client_id = ${clientId} AND id = ${id} FOR UPDATE`;
  const row = await tx.savedQuery.findUnique({ where: { clientId_id: { clientId, id } } });
  if (!row || (scope === "live" && row.deletedAt !== null)) throw notFound(`Saved query "${id}"`, "id");
  if (precondition !== "any" && !precondition.includes(row.version)) throw stale(row, precondition);
  return row;
}

function stale(row: SavedQueryRow, expected: number[]): ApiError {
  return new ApiError(
    "precondition_failed",
    `Saved query "${row.id}" has changed since version ${expected.join(", ")}; it is at version ${row.version}`,
    [{ path: "if-match", issue: `is not the current version ("${row.version}")` }],
  );
}

/** The compare-and-set: applies only if the row is still at the version read, bumps it, records the revision. */
async function change(
  tx: DbClient,
  principal: Principal,
  row: SavedQueryRow,
  data: Prisma.SavedQueryUpdateManyMutationInput & { folderId?: string | null; connectionId?: string | null },
  action: RevisionAction,
): Promise<SavedQueryDetail> {
  const [updated] = await tx.savedQuery.updateManyAndReturn({
    where: { clientId: principal.clientId, id: row.id, version: row.version },
    data: { ...data, version: { increment: 1 }, updatedAt: new Date() },
  });
  if (!updated) throw stale(row, [row.version]);
  await recordRevision(tx, principal, updated, action);
  return toDetail(updated);
}

/** The saved query's `savedQuery` fields as they stand: columns first, then `query` in its stored key order. */
function savedQueryOf(row: Pick<SavedQueryRow, (typeof COLUMN_FIELDS)[number] | "query">): Record<string, unknown> {
  const { title, description, order, width, height, x, y } = row;
  return {
    title,
    ...dropNulls({ description }),
    ...(row.query as Record<string, unknown>),
    ...dropNulls({ order, width, height, x, y }),
  };
}

/**
 * Applies a PATCH's `savedQuery` to the stored fields (`null` clears one) and checks the result with the
 * creation rules, so a change can never leave a saved query that could not have been created.
 */
function mergeFields(row: SavedQueryRow, patch: NonNullable<UpdateSavedQueryBody["savedQuery"]>) {
  const merged = savedQueryOf(row);
  for (const [field, value] of Object.entries(patch)) {
    if (value === null || value === undefined) delete merged[field];
    else merged[field] = field === "dateRange" ? dropNulls(value as object) : value;
  }
  const checked = SavedQueryInputSchema.safeParse(merged);
  if (!checked.success) {
    const details = detailsFromZodIssues(checked.error.issues).map((detail) => ({
      ...detail,
      path: detail.path ? `savedQuery.${detail.path}` : "savedQuery",
    }));
    throw new ApiError("validation_failed", "The request is invalid", details);
  }
  const query: Record<string, unknown> = { ...merged };
  for (const field of COLUMN_FIELDS) delete query[field];
  const integer = (field: string) => (merged[field] as number | undefined) ?? null;
  return {
    title: merged.title as string,
    description: (merged.description as string | undefined) ?? null,
    query: query as Prisma.InputJsonObject,
    order: integer("order"),
    width: integer("width"),
    height: integer("height"),
    x: integer("x"),
    y: integer("y"),
  };
}

async function assertFolder(tx: DbClient, clientId: string, folderId: string): Promise<void> {
  const found = await tx.folder.findUnique({
    where: { clientId_id: { clientId, id: folderId } },
    select: { id: true },
  });
  if (!found) throw notFound(`Folder "${folderId}"`, "folderId");
}

async function existingFolderOrRoot(tx: DbClient, clientId: string, folderId: string | null): Promise<string | null> {
  if (folderId === null) return null;
  const found = await tx.folder.findUnique({
    where: { clientId_id: { clientId, id: folderId } },
    select: { id: true },
  });
  return found ? folderId : null;
}
