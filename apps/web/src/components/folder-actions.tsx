import type { Folder } from "@quarry/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ErrorNotice, isStatus } from "../lib/errors";
import { folderChoices, subtreeIds } from "../lib/folders";
import { newId } from "../lib/ids";
import { keys, useFolders } from "../lib/queries";
import { useQuarry } from "../lib/session";
import { useMoveFolder } from "./folder-tree";
import { Modal, ModalForm } from "./modal";

/** "New folder" (at the root, or inside `parentFolderId`): a title, then the new folder opens. */
export function NewFolderForm({ parentFolderId }: { parentFolderId?: string }) {
  const client = useQuarry();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const create = useMutation({
    mutationFn: async () => {
      const id = newId();
      await client.unwrap.createFolder({ body: { folder: { id, title, parentFolderId } } });
      return id;
    },
    onSuccess: async (id) => {
      setTitle("");
      await queryClient.invalidateQueries({ queryKey: keys.folders });
      await navigate(`/folders/${id}`);
    },
  });
  const label = parentFolderId ? "New subfolder" : "New folder";
  return (
    <form
      className="inline-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <label>
        {label}
        <input value={title} onChange={(event) => setTitle(event.target.value)} required placeholder="Title" />
      </label>
      <button type="submit" disabled={create.isPending}>
        Create
      </button>
      <ErrorNotice error={create.error} title="The folder could not be created" />
    </form>
  );
}

type Dialog = "rename" | "move" | "delete" | null;

/** Rename, "Move to" (the keyboard's way to move a folder) and delete, the recursive case confirmed. */
export function FolderActions({ folder }: { folder: Folder }) {
  const client = useQuarry();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const folders = useFolders();
  const move = useMoveFolder();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [title, setTitle] = useState(folder.title);
  const [destination, setDestination] = useState(folder.parentFolderId ?? "");
  const close = () => {
    setDialog(null);
    rename.reset();
    remove.reset();
    move.reset();
  };

  const rename = useMutation({
    mutationFn: () => client.unwrap.updateFolder({ params: { id: folder.id }, body: { folder: { title } } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.folders });
      setDialog(null);
    },
  });
  const remove = useMutation({
    mutationFn: (recursive: boolean) =>
      client.unwrap.deleteFolder({ params: { id: folder.id }, query: { recursive: recursive ? "true" : "false" } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.folders });
      await queryClient.invalidateQueries({ queryKey: ["reports"] });
      setDialog(null);
      await navigate(folder.parentFolderId ? `/folders/${folder.parentFolderId}` : "/");
    },
  });
  const notEmpty = isStatus(remove.error, 409);
  const excluded = subtreeIds(folders.data ?? [], folder.id);
  const choices = folderChoices(folders.data ?? []).filter((choice) => !excluded.has(choice.id));

  return (
    <div className="actions">
      <button type="button" onClick={() => setDialog("rename")}>
        Rename
      </button>
      <button type="button" onClick={() => setDialog("move")}>
        Move to…
      </button>
      <button type="button" className="danger" onClick={() => setDialog("delete")}>
        Delete folder
      </button>

      {dialog === "rename" && (
        <ModalForm
          title="Rename folder"
          onClose={close}
          onSubmit={() => rename.mutate()}
          submitLabel="Save"
          error={rename.error}
          errorTitle="The folder could not be renamed"
        >
          <label>
            Title
            <input value={title} onChange={(event) => setTitle(event.target.value)} required />
          </label>
        </ModalForm>
      )}

      {dialog === "move" && (
        <ModalForm
          title={`Move "${folder.title}"`}
          onClose={close}
          onSubmit={() =>
            move.mutate({ id: folder.id, parentFolderId: destination || null }, { onSuccess: () => setDialog(null) })
          }
          submitLabel="Move"
          error={move.error}
          errorTitle="The folder could not be moved"
        >
          <label>
            Destination
            <select value={destination} onChange={(event) => setDestination(event.target.value)}>
              <option value="">Top level (no parent)</option>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        </ModalForm>
      )}

      {dialog === "delete" && (
        <Modal title={`Delete "${folder.title}"?`} onClose={close}>
          {notEmpty ? (
            <>
              <p role="alert">
                This folder is not empty. Delete it with all its subfolders? Their reports go to the trash, where they
                can be restored.
              </p>
              <div className="dialog-buttons">
                <button type="button" className="danger" onClick={() => remove.mutate(true)}>
                  Delete everything in it
                </button>
                <button type="button" onClick={close}>
                  Cancel
                </button>
              </div>
            </>
          ) : (
            <>
              <p>The folder is removed; this cannot be undone.</p>
              <ErrorNotice error={remove.error} title="The folder could not be deleted" />
              <div className="dialog-buttons">
                <button type="button" className="danger" onClick={() => remove.mutate(false)}>
                  Delete
                </button>
                <button type="button" onClick={close}>
                  Cancel
                </button>
              </div>
            </>
          )}
        </Modal>
      )}
    </div>
  );
}
