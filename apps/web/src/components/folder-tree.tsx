import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type DragEvent } from "react";
import { NavLink } from "react-router";
import { ErrorNotice } from "../lib/errors";
import { folderTree, type FolderNode } from "../lib/folders";
import { keys, useFolders } from "../lib/queries";
import { useQuarry } from "../lib/session";

const DRAG_TYPE = "application/x-quarry-folder";

/** Moves a folder under another (`null`: the root), as a drop or the "Move to" dialog does. */
export function useMoveFolder() {
  const client = useQuarry();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, parentFolderId }: { id: string; parentFolderId: string | null }) =>
      client.unwrap.updateFolder({ params: { id }, body: { folder: { parentFolderId } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.folders }),
  });
}

/**
 * The navigation tree. Folders can be dragged onto another folder or onto "All folders" to move them; the same move
 * is available from the keyboard with the folder page's "Move to" action.
 */
export function FolderTree() {
  const folders = useFolders();
  const move = useMoveFolder();
  const [over, setOver] = useState<string | null>(null);

  const dropProps = (target: string | null) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setOver(target ?? "");
    },
    onDragLeave: () => setOver(null),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(null);
      const id = event.dataTransfer.getData(DRAG_TYPE);
      if (id && id !== target) move.mutate({ id, parentFolderId: target });
    },
  });

  const renderNode = (node: FolderNode) => (
    <li key={node.id}>
      <NavLink
        to={`/folders/${node.id}`}
        draggable
        className={over === node.id ? "drop-target" : undefined}
        data-folder-id={node.id}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, node.id);
          event.dataTransfer.effectAllowed = "move";
        }}
        {...dropProps(node.id)}
      >
        {node.title}
      </NavLink>
      {node.children.length > 0 && <ul>{node.children.map(renderNode)}</ul>}
    </li>
  );

  return (
    <nav aria-label="Folders" className="folder-tree">
      <NavLink to="/" end className={over === "" ? "drop-target" : undefined} {...dropProps(null)}>
        All folders
      </NavLink>
      {folders.isPending && <p className="muted">Loading folders…</p>}
      <ErrorNotice error={folders.error} title="Folders could not be loaded" />
      <ErrorNotice error={move.error} title="The folder could not be moved" />
      {folders.data && <ul>{folderTree(folders.data).map(renderNode)}</ul>}
    </nav>
  );
}
