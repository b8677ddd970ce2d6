import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadMore } from "../components/load-more";
import { ErrorNotice } from "../lib/errors";
import { keys, useCursorList } from "../lib/queries";
import { useQuarry } from "../lib/session";

/** Reports moved to the trash, newest pages first, each restorable to where it was. */
export function TrashPage() {
  const client = useQuarry();
  const queryClient = useQueryClient();
  const list = useCursorList(keys.trash, (cursor) =>
    client.unwrap.listSavedQueries({ query: { deleted: "true", limit: 50, cursor } }),
  );
  const restore = useMutation({
    mutationFn: async (id: string) => (await client.unwrap.restoreSavedQuery({ params: { id } })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["reports"] }),
  });
  return (
    <>
      <h1>Trash</h1>
      <ErrorNotice error={list.error} title="The trash could not be loaded" />
      <ErrorNotice error={restore.error} title="The report could not be restored" />
      {restore.data && (
        <p role="status">
          Restored <Link to={`/reports/${restore.data.id}`}>{restore.data.title}</Link>.
        </p>
      )}
      {list.isPending && <p className="muted">Loading…</p>}
      {!list.isPending && list.items.length === 0 && <p className="muted">The trash is empty.</p>}
      <ul className="trash">
        {list.items.map((report) => (
          <li key={report.id}>
            <span>{report.title}</span>
            <button
              type="button"
              onClick={() => restore.mutate(report.id)}
              disabled={restore.isPending}
              aria-label={`Restore ${report.title}`}
            >
              Restore
            </button>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
