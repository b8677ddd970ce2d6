import type { Folder } from "@quarry/client";

export interface FolderNode extends Folder {
  children: FolderNode[];
  depth: number;
}

/** The flat list as a tree, siblings by title; folders whose parent is missing are shown at the root. */
export function folderTree(folders: Folder[]): FolderNode[] {
  const nodes = new Map(folders.map((folder) => [folder.id, { ...folder, children: [] as FolderNode[], depth: 0 }]));
  const roots: FolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentFolderId ? nodes.get(node.parentFolderId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: FolderNode[], depth: number) => {
    list.sort((a, b) => a.title.localeCompare(b.title));
    for (const node of list) {
      node.depth = depth;
      sort(node.children, depth + 1);
    }
  };
  sort(roots, 0);
  return roots;
}

/** The folder and everything under it: where it cannot be moved. */
export function subtreeIds(folders: Folder[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentFolderId && ids.has(folder.parentFolderId) && !ids.has(folder.id)) {
        ids.add(folder.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Each folder with its path ("Sales / Europe"), for pickers. */
export function folderChoices(folders: Folder[]): { id: string; label: string }[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const label = (folder: Folder): string => {
    const titles = [folder.title];
    const seen = new Set([folder.id]);
    let parent = folder.parentFolderId ? byId.get(folder.parentFolderId) : undefined;
    while (parent && !seen.has(parent.id)) {
      titles.unshift(parent.title);
      seen.add(parent.id);
      parent = parent.parentFolderId ? byId.get(parent.parentFolderId) : undefined;
    }
    return titles.join(" / ");
  };
  return folders
    .map((folder) => ({ id: folder.id, label: label(folder) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
