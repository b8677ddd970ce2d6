import { ifMatch, type SavedQueryDetail } from "@quarry/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { LoadMore } from "../components/load-more";
import { QueryPreview } from "../components/query-preview";
import { ReportEditor } from "../components/report-editor";
import { catalogueOptions } from "../lib/catalogue";
import { draftFrom, EMPTY_DRAFT, isRunnable, savedQueryFrom, type Draft } from "../lib/draft";
import { ErrorNotice, isStatus } from "../lib/errors";
import { newId } from "../lib/ids";
import { keys, useCatalogue, useCursorList } from "../lib/queries";
import { useQuarry } from "../lib/session";

function Revisions({
  report,
  onRestored,
}: {
  report: SavedQueryDetail;
  onRestored: (record: SavedQueryDetail) => void;
}) {
  const client = useQuarry();
  const list = useCursorList(keys.revisions(report.id), (cursor) =>
    client.unwrap.listSavedQueryRevisions({ params: { id: report.id }, query: { limit: 20, cursor } }),
  );
  const restore = useMutation({
    mutationFn: async (revisionId: string) =>
      (
        await client.unwrap.restoreSavedQueryRevision({
          params: { id: report.id, revisionId },
          headers: ifMatch(report),
        })
      ).result,
    onSuccess: onRestored,
  });
  return (
    <section aria-label="Revision history" className="revisions">
      <h2>History</h2>
      <ErrorNotice error={list.error ?? restore.error} title="History" />
      <ol>
        {list.items.map((revision) => (
          <li key={revision.id}>
            <span>
              v{revision.version} · {revision.action} · {new Date(revision.createdAt).toLocaleString()} ·{" "}
              <q>{revision.record.title}</q>
            </span>
            {revision.version !== report.version && (
              <button
                type="button"
                onClick={() => restore.mutate(revision.id)}
                disabled={restore.isPending}
                aria-label={`Restore version ${revision.version}`}
              >
                Restore
              </button>
            )}
          </li>
        ))}
      </ol>
      <LoadMore list={list} />
    </section>
  );
}

function Editor({ report, folderId }: { report: SavedQueryDetail | null; folderId: string | null }) {
  const client = useQuarry();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const [draft, setDraft] = useState<Draft>(report ? draftFrom(report) : EMPTY_DRAFT);
  const savedQuery = savedQueryFrom(draft);

  const afterSave = async (record: SavedQueryDetail) => {
    queryClient.setQueryData(keys.report(record.id), record);
    await queryClient.invalidateQueries({ queryKey: ["reports"] });
    await queryClient.invalidateQueries({ queryKey: ["data"] });
  };
  const save = useMutation({
    mutationFn: async () => {
      if (!report) {
        const id = newId();
        await client.unwrap.createSavedQuery({
          body: { savedQuery: { ...savedQuery, id }, ...(folderId ? { folderId } : {}) },
        });
        return (await client.unwrap.getSavedQuery({ params: { id }, query: {} })).result;
      }
      return (
        await client.unwrap.updateSavedQuery({
          params: { id: report.id },
          query: {},
          headers: ifMatch(report),
          body: { savedQuery },
        })
      ).result;
    },
    onSuccess: async (record) => {
      await afterSave(record);
      if (!report) await navigate(`/reports/${record.id}`, { replace: true });
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      client.unwrap.deleteSavedQuery({ params: { id: report!.id }, query: {}, headers: ifMatch(report!) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["reports"] });
      await navigate(report?.folderId ? `/folders/${report.folderId}` : "/");
    },
  });

  return (
    <div className="report-layout">
      <form
        aria-label="Report"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <ReportEditor draft={draft} onChange={setDraft} options={catalogueOptions(catalogue.data)} />
        {isStatus(save.error, 412) ? (
          <div role="alert" className="warning">
            Someone else saved this report since you opened it.{" "}
            <button
              type="button"
              onClick={() => void queryClient.invalidateQueries({ queryKey: keys.report(report!.id) })}
            >
              Load their version
            </button>
          </div>
        ) : (
          <ErrorNotice error={save.error} title="The report could not be saved" />
        )}
        <ErrorNotice error={remove.error} title="The report could not be deleted" />
        <div className="toolbar">
          <button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : report ? "Save changes" : "Create report"}
          </button>
          {report && (
            <button type="button" className="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Move to trash
            </button>
          )}
        </div>
      </form>
      <section aria-label="Preview" className="preview">
        <h2>Preview</h2>
        {isRunnable(draft) ? (
          <QueryPreview body={{ savedQuery }} chartType={draft.chartType} title={draft.title || "Preview"} />
        ) : (
          <p className="muted">Choose a measure or a dimension to see data.</p>
        )}
      </section>
      {report && (
        <Revisions
          report={report}
          onRestored={(record) => {
            void afterSave(record);
            setDraft(draftFrom(record));
          }}
        />
      )}
    </div>
  );
}

export function ReportPage() {
  const { reportId } = useParams();
  const [search] = useSearchParams();
  const client = useQuarry();
  const report = useQuery({
    queryKey: keys.report(reportId ?? ""),
    queryFn: async () => (await client.unwrap.getSavedQuery({ params: { id: reportId! }, query: {} })).result,
    enabled: Boolean(reportId),
  });
  if (!reportId)
    return (
      <>
        <h1>New report</h1>
        <Editor report={null} folderId={search.get("folderId")} />
      </>
    );
  if (report.error) return <ErrorNotice error={report.error} title="This report could not be opened" />;
  if (!report.data) return <p className="muted">Loading…</p>;
  return (
    <>
      <p>
        <Link to={report.data.folderId ? `/folders/${report.data.folderId}` : "/"}>Back to the dashboard</Link>
      </p>
      <h1>{report.data.title}</h1>
      <p role="status" className="muted">
        Version {report.data.version}, last changed {new Date(report.data.updatedAt).toLocaleString()}
      </p>
      {/* A new version (saved here, restored, or someone else's) starts a fresh draft from it. */}
      <Editor key={report.data.version} report={report.data} folderId={report.data.folderId} />
    </>
  );
}
