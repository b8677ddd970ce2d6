import type { DeleteFolderQuery, Folder, UpdateFolderBody } from "@quarry/contract";
import type { Prisma, Db, Folder as FolderRow } from "@quarry/db";
import { ApiError, notFound } from "../errors.js";
import type { Principal } from "./api-keys.js";
import { findFolder, FOLDER_COLUMNS, isPrismaError, toFolder, type DbOrTx } from "./folders.js";
import { trashOutOfFolder } from "./saved-query-lifecycle.js";

/**
 * Reading, changing and deleting one folder. Whatever changes the shape of a client's folder tree runs in a
 * transaction that first takes the client's folder lock (`lockFolderTree`), so two moves can never each see the
 * tree without the other's move and together close a cycle.
 */

export async function getFolder(db: DbOrTx, clientId: string, id: string): Promise<Folder> {
  return toFolder(await findFolder(db, clientId, id, "id"));
}

/** Renames, re-describes and/or moves a folder; a move under itself or one of its subfolders is a 409. */
export async function updateFolder(
  db: Db,
  clientId: string,
  id: string,
  { folder }: UpdateFolderBody,
): Promise<Folder> {
  return db.$transaction(async (tx) => {
    await lockFolderTree(tx, clientId);
    await findFolder(tx, clientId, id, "id");
    const { title, description, parentFolderId } = folder;
    if (parentFolderId) {
      await findFolder(tx, clientId, parentFolderId, "folder.parentFolderId");
      if (await isSelfOrAncestor(tx, clientId, id, parentFolderId)) {
        throw new ApiError(
          "conflict",
          `Folder "${id}" cannot move under "${parentFolderId}": that is the folder itself or one of its subfolders`,
          [{ path: "folder.parentFolderId", issue: "is the folder itself or one of its subfolders" }],
        );
      }
    }
    const row = await tx.folder.update({
      where: { clientId_id: { clientId, id } },
      data: {
        ...(title !== undefined && { title }),
        ...(description !== undefined && { description }),
        ...(parentFolderId !== undefined && { parentFolderId }),
      },
    });
    return toFolder(row);
  });
}

/**
 * Deletes an empty folder. One that holds subfolders or saved queries is a 409; so is `recursive=true` for now:
 * deleting what a folder holds needs the trash that deleted reports will go to.
 */
/**
 * Deletes a folder that holds nothing (trashed reports do not count), or with `recursive` its whole subtree,
 * trashing every report in it. One transaction: all or nothing. Reports left in deleted folders (trashed ones)
 * lose their folder, so a restore puts them in the root; each such change is a revision of its report.
 */
export async function deleteFolder(
  db: Db,
  principal: Principal,
  id: string,
  { recursive = false }: DeleteFolderQuery,
): Promise<void> {
  const { clientId } = principal;
  try {
    await db.$transaction(async (tx) => {
      await lockFolderTree(tx, clientId);
      await findFolder(tx, clientId, id, "id");
      const levels = await subtreeByDepth(tx, clientId, id);
      const folderIds = levels.flat();
      const reports = await tx.savedQuery.findMany({ where: { clientId, folderId: { in: folderIds } } });
      const live = reports.filter((report) => report.deletedAt === null);
      const subfolders = folderIds.length - 1;
      if (!recursive && subfolders + live.length > 0) throw notEmpty(id, subfolders, live.length);
      await trashOutOfFolder(tx, principal, reports);
      // Deepest first: a folder is removed only once nothing points to it.
      for (const level of levels.reverse()) {
        await tx.folder.deleteMany({ where: { clientId, id: { in: level } } });
      }
    });
  } catch (error) {
    // A saved query filed into the folder after the count: the foreign key keeps the folder, and says so.
    if (isPrismaError(error, "P2003")) throw notEmpty(id);
    throw error;
  }
}

/** A folder's subtree, level by level: `[[id], [its children], [their children], ...]`. */
async function subtreeByDepth(tx: Prisma.TransactionClient, clientId: string, id: string): Promise<string[][]> {
  const rows = await tx.$queryRaw<{ id: string; depth: number }[]>`
    WITH RECURSIVE subtree AS (
      SELECT id, 0 AS depth FROM folders WHERE client_id = ${clientId} AND id = ${id}
      UNION
      SELECT f.id, s.depth + 1 FROM folders f
        JOIN subtree s ON f.client_id = ${clientId} AND f.parent_folder_id = s.id
    )
    SELECT id, depth FROM subtree ORDER BY depth`;
  const levels: string[][] = [];
  for (const row of rows) (levels[row.depth] ??= []).push(row.id);
  return levels;
}

/** The breadcrumb: from the root folder down to this one (itself last). */
export async function getFolderPath(db: DbOrTx, clientId: string, id: string): Promise<Folder[]> {
  const rows = await db.$queryRaw<FolderRow[]>`
    WITH RECURSIVE crumbs AS (
      SELECT f.*, 0 AS depth FROM folders f WHERE f.client_id = ${clientId} AND f.id = ${id}
      UNION ALL
      SELECT f.*, c.depth + 1 FROM folders f
        JOIN crumbs c ON f.client_id = c.client_id AND f.id = c.parent_folder_id
      WHERE c.depth < 10000
    )
    SELECT ${FOLDER_COLUMNS} FROM crumbs ORDER BY depth DESC`;
  if (rows.length === 0) throw notFound(`Folder "${id}"`, "id");
  return rows.map(toFolder);
}

/**
 * Serialises, per client, every transaction that reshapes the folder tree: a transaction-scoped advisory lock on
 * a hash of the client id, released at commit or rollback. Other clients never wait on it.
 */
export async function lockFolderTree(tx: Prisma.TransactionClient, clientId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtextextended(${`quarry.folders:${clientId}`}, 0))`;
}

/** Whether `folderId` is `candidate` or one of its ancestors, i.e. whether moving it under `candidate` closes a cycle. */
async function isSelfOrAncestor(db: DbOrTx, clientId: string, folderId: string, candidate: string): Promise<boolean> {
  const [{ found }] = await db.$queryRaw<[{ found: boolean }]>`
    WITH RECURSIVE ancestors AS (
      SELECT id, parent_folder_id FROM folders WHERE client_id = ${clientId} AND id = ${candidate}
      UNION
      SELECT f.id, f.parent_folder_id FROM folders f
        JOIN ancestors a ON f.client_id = ${clientId} AND f.id = a.parent_folder_id
    )
    SELECT EXISTS (SELECT 1 FROM ancestors WHERE id = ${folderId}) AS found`;
  return found;
}

function notEmpty(id: string, subfolders?: number, savedQueries?: number): ApiError {
  const holds =
    subfolders === undefined
      ? "it holds saved queries"
      : `it holds ${subfolders} subfolder${subfolders === 1 ? "" : "s"} and ${savedQueries} saved quer${savedQueries === 1 ? "y" : "ies"}`;
  return new ApiError("conflict", `Folder "${id}" is not empty: ${holds}; move or delete them first`, [
    { path: "id", issue: "is not empty" },
  ]);
}
