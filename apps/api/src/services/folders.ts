import { randomUUID } from "node:crypto";
import type { CreateFolderBody, Folder, ListFoldersQuery } from "@quarry/contract";
import { Prisma, type Db, type Folder as FolderRow } from "@quarry/db";
import { ApiError, notFound } from "../errors.js";
import { FOLDER_JSON, isoTimestamp, selectRows } from "./json-reads.js";
import { cursorDate, decodeCursor, toPage, type Page } from "./keyset.js";

/** The database client, or a transaction on it: every folder operation works on either. */
export type DbOrTx = Db | Prisma.TransactionClient;

/**
 * Creates a folder and returns its id: `folder.id` when given, else a new UUID. The same id again with an
 * identical body is an idempotent retry; with a different body, a 409 that leaves the stored folder untouched.
 */
export async function createFolder(db: DbOrTx, clientId: string, { folder }: CreateFolderBody): Promise<string> {
  if (folder.parentFolderId) await assertFolderExists(db, clientId, folder.parentFolderId, "folder.parentFolderId");
  const id = folder.id ?? randomUUID();
  const fields = {
    title: folder.title,
    description: folder.description ?? null,
    parentFolderId: folder.parentFolderId ?? null,
  };
  try {
    await db.folder.create({ data: { clientId, id, ...fields } });
    return id;
  } catch (error) {
    if (isPrismaError(error, "P2003")) throw notFound(`Folder "${fields.parentFolderId}"`, "folder.parentFolderId");
    if (!isPrismaError(error, "P2002")) throw error;
  }
  // The id is taken: a retry of the same request is fine, anything else is a conflict.
  const existing = await db.folder.findUnique({
    where: { clientId_id: { clientId, id } },
    select: { title: true, description: true, parentFolderId: true },
  });
  const same =
    existing?.title === fields.title &&
    existing.description === fields.description &&
    existing.parentFolderId === fields.parentFolderId;
  if (same) return id;
  throw new ApiError("conflict", `A folder with id "${id}" already exists with different content`, [
    { path: "folder.id", issue: "already used by another folder" },
  ]);
}

interface FolderCursor {
  createdAt: Date;
  id: string;
}

/**
 * No parameters: root folders. `parentFolderId`: that folder's children. `includeAll`: every folder, or with
 * `parentFolderId` the folder's whole subtree (without the folder itself). Oldest first, then by id, a page at a
 * time (keyset pagination, `keyset.ts`).
 */
export async function listFolders(db: Db, clientId: string, query: ListFoldersQuery): Promise<Page<Folder>> {
  const { parentFolderId, includeAll = false, limit } = query;
  const after = query.cursor ? decodeCursor(query.cursor, parseFolderCursor) : null;
  if (includeAll && parentFolderId) {
    await assertFolderExists(db, clientId, parentFolderId, "parentFolderId");
    const rows = await listSubtree(db, clientId, parentFolderId, after, limit + 1);
    return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], toFolder);
  }
  const values: unknown[] = [clientId];
  const where = ["client_id = $1"];
  if (!includeAll)
    where.push(parentFolderId ? `parent_folder_id = $${values.push(parentFolderId)}` : "parent_folder_id IS NULL");
  if (after)
    where.push(
      `(created_at, id) > ($${values.push(after.createdAt.toISOString())}::timestamptz, $${values.push(after.id)})`,
    );
  const rows = await selectRows<{ folder: string; created_at: string; id: string }>(
    db,
    `SELECT ${FOLDER_JSON}::text AS folder, ${isoTimestamp("created_at")} AS created_at, id FROM folders
     WHERE ${where.join(" AND ")} ORDER BY created_at, id LIMIT $${values.push(limit + 1)}`,
    values,
  );
  // A child proves its parent is the client's (a foreign key); only an empty page needs to ask.
  if (parentFolderId && rows.length === 0) await assertFolderExists(db, clientId, parentFolderId, "parentFolderId");
  return toPage(
    rows,
    limit,
    (row) => [row.created_at, row.id],
    (row) => JSON.parse(row.folder) as Folder,
  );
}

function parseFolderCursor([createdAt, id]: unknown[]): FolderCursor | undefined {
  const date = cursorDate(createdAt);
  return date && typeof id === "string" ? { createdAt: date, id } : undefined;
}

export async function assertFolderExists(db: DbOrTx, clientId: string, folderId: string, path: string): Promise<void> {
  await findFolder(db, clientId, folderId, path);
}

/** The client's folder, or a 404 naming `path`: another client's folder is indistinguishable from none. */
export async function findFolder(db: DbOrTx, clientId: string, folderId: string, path: string): Promise<FolderRow> {
  const found = await db.folder.findUnique({ where: { clientId_id: { clientId, id: folderId } } });
  if (!found) throw notFound(`Folder "${folderId}"`, path);
  return found;
}

/** The columns of `folders` under the names of the Prisma model, for raw queries. */
export const FOLDER_COLUMNS = Prisma.sql`client_id AS "clientId", id, title, description,
  parent_folder_id AS "parentFolderId", created_at AS "createdAt", updated_at AS "updatedAt"`;

async function listSubtree(
  db: DbOrTx,
  clientId: string,
  rootId: string,
  after: FolderCursor | null,
  take: number,
): Promise<FolderRow[]> {
  const afterCursor = after ? Prisma.sql`WHERE (created_at, id) > (${after.createdAt}, ${after.id})` : Prisma.empty;
  return db.$queryRaw<FolderRow[]>`
    WITH RECURSIVE subtree AS (
      SELECT * FROM folders WHERE client_id = ${clientId} AND parent_folder_id = ${rootId}
      UNION
      SELECT f.* FROM folders f JOIN subtree s ON f.client_id = s.client_id AND f.parent_folder_id = s.id
    )
    SELECT ${FOLDER_COLUMNS} FROM subtree ${afterCursor} ORDER BY created_at, id LIMIT ${take}`;
}

export function toFolder(row: FolderRow): Folder {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    parentFolderId: row.parentFolderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function isPrismaError(error: unknown, code: string): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;
}
