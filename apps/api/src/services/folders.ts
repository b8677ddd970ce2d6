import { randomUUID } from "node:crypto";
import type { CreateFolderBody, Folder, ListFoldersQuery } from "@quarry/contract";
import type { Db, Folder as FolderRow } from "@quarry/db";
import { notFound } from "../errors.js";

export async function createFolder(db: Db, clientId: string, { folder }: CreateFolderBody): Promise<void> {
  if (folder.parentFolderId) await assertFolderExists(db, clientId, folder.parentFolderId, "folder.parentFolderId");
  await db.folder.create({
    data: {
      clientId,
      id: randomUUID(),
      title: folder.title,
      description: folder.description ?? null,
      parentFolderId: folder.parentFolderId ?? null,
    },
  });
}

/**
 * No parameters: root folders. `parentFolderId`: that folder's children. `includeAll`: every folder, or with
 * `parentFolderId` the folder's whole subtree (without the folder itself). Oldest first.
 */
export async function listFolders(db: Db, clientId: string, query: ListFoldersQuery): Promise<Folder[]> {
  const { parentFolderId, includeAll = false } = query;
  if (parentFolderId) await assertFolderExists(db, clientId, parentFolderId, "parentFolderId");

  let rows: FolderRow[];
  if (includeAll && parentFolderId) {
    rows = await listSubtree(db, clientId, parentFolderId);
  } else {
    rows = await db.folder.findMany({
      where: includeAll ? { clientId } : { clientId, parentFolderId: parentFolderId ?? null },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
  }
  return rows.map(toFolder);
}

export async function assertFolderExists(db: Db, clientId: string, folderId: string, path: string): Promise<void> {
  const found = await db.folder.findUnique({
    where: { clientId_id: { clientId, id: folderId } },
    select: { id: true },
  });
  // Another client's folder is indistinguishable from one that does not exist.
  if (!found) throw notFound(`Folder "${folderId}"`, path);
}

async function listSubtree(db: Db, clientId: string, rootId: string): Promise<FolderRow[]> {
  return db.$queryRaw<FolderRow[]>`
    WITH RECURSIVE subtree AS (
      SELECT * FROM folders WHERE client_id = ${clientId} AND parent_folder_id = ${rootId}
      UNION ALL
      SELECT f.* FROM folders f JOIN subtree s ON f.client_id = s.client_id AND f.parent_folder_id = s.id
    )
    SELECT client_id AS "clientId", id, title, description, parent_folder_id AS "parentFolderId",
           created_at AS "createdAt", updated_at AS "updatedAt"
    FROM subtree ORDER BY created_at, id`;
}

function toFolder(row: FolderRow): Folder {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    parentFolderId: row.parentFolderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
