import type { SavedQueryDetail, SavedQueryRecord } from "@quarry/client";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import ReactGridLayout, { useContainerWidth, type Layout } from "react-grid-layout";
import "react-grid-layout/css/styles.css";
import { Link } from "react-router";
import { chartTypeOf } from "../lib/chart-data";
import { ErrorNotice, isStatus } from "../lib/errors";
import { GRID_COLUMNS, placements, withOrder, type Placement } from "../lib/layout";
import { keys } from "../lib/queries";
import { useQuarry } from "../lib/session";
import { ReportData } from "./report-data";

const STEPS: { label: string; change: (item: Placement) => Partial<Placement> }[] = [
  { label: "Move left", change: (item) => ({ x: Math.max(0, item.x - 1) }) },
  { label: "Move right", change: (item) => ({ x: Math.min(GRID_COLUMNS - item.width, item.x + 1) }) },
  { label: "Move up", change: (item) => ({ y: Math.max(0, item.y - 1) }) },
  { label: "Move down", change: (item) => ({ y: item.y + 1 }) },
  { label: "Narrower", change: (item) => ({ width: Math.max(1, item.width - 1) }) },
  { label: "Wider", change: (item) => ({ width: Math.min(GRID_COLUMNS - item.x, item.width + 1) }) },
  { label: "Shorter", change: (item) => ({ height: Math.max(1, item.height - 1) }) },
  { label: "Taller", change: (item) => ({ height: item.height + 1 }) },
];

/** Every report of the folder, read through every page. */
function useFolderReports(folderId: string) {
  const client = useQuarry();
  return useQuery({
    queryKey: keys.reports(folderId),
    queryFn: async () => {
      const reports: SavedQueryRecord[] = [];
      for await (const report of client.paginate.listSavedQueries({ folderId, limit: 100 })) reports.push(report);
      return reports;
    },
  });
}

/**
 * A folder's reports on a 12-column grid, placed by their saved layout. Dragging (by a card's title bar), resizing
 * (its corner) and the keyboard's "Arrange" buttons all save the whole layout with each report's version, so a
 * change someone else made meanwhile is refused (412) and the fresh layout shown instead of overwritten.
 */
export function Dashboard({ folderId }: { folderId: string }) {
  const client = useQuarry();
  const queryClient = useQueryClient();
  const reports = useFolderReports(folderId);
  const details = useQueries({
    queries: (reports.data ?? []).map((report) => ({
      queryKey: keys.report(report.id),
      queryFn: async () => (await client.unwrap.getSavedQuery({ params: { id: report.id }, query: {} })).result,
    })),
  });
  const { width, containerRef, mounted } = useContainerWidth();
  const [notice, setNotice] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (items: Placement[]) => {
      const versions = new Map(details.map((detail) => [detail.data?.id, detail.data?.version]));
      const body = {
        items: withOrder(items).map((item) => ({ ...item, version: versions.get(item.id) })),
      };
      return (await client.unwrap.putLayout({ body })).result;
    },
    onSuccess: (saved: SavedQueryDetail[]) => {
      setNotice(null);
      for (const record of saved) queryClient.setQueryData(keys.report(record.id), record);
      queryClient.setQueryData<SavedQueryRecord[]>(keys.reports(folderId), (list) =>
        list?.map((report) => saved.find((record) => record.id === report.id) ?? report),
      );
    },
    onError: async (error) => {
      if (isStatus(error, 412)) {
        setNotice("Someone else changed this dashboard meanwhile: it now shows their layout. Make your change again.");
        await queryClient.invalidateQueries({ queryKey: ["reports"] });
      }
    },
  });

  if (reports.isPending) return <p className="muted">Loading reports…</p>;
  if (reports.error) return <ErrorNotice error={reports.error} title="Reports could not be loaded" />;
  if (reports.data.length === 0)
    return (
      <div className="empty-state">
        <p>No reports in this folder yet.</p>
        <p>
          <Link to={`/ask?folderId=${folderId}`}>Ask a question</Link> or{" "}
          <Link to={`/reports/new?folderId=${folderId}`}>create a report</Link>, then save it here.
        </p>
      </div>
    );

  const current = placements(reports.data);
  const layout: Layout = current.map((item) => ({ i: item.id, x: item.x, y: item.y, w: item.width, h: item.height }));
  const persist = (next: Layout) =>
    save.mutate(next.map((item) => ({ id: item.i, x: item.x, y: item.y, width: item.w, height: item.h })));
  const step = (id: string, change: (item: Placement) => Partial<Placement>) =>
    save.mutate(current.map((item) => (item.id === id ? { ...item, ...change(item) } : item)));

  return (
    <section aria-label="Dashboard">
      {notice && (
        <p role="alert" className="warning">
          {notice}
        </p>
      )}
      {save.error && !isStatus(save.error, 412) ? (
        <ErrorNotice error={save.error} title="The layout could not be saved" />
      ) : null}
      {save.isPending && (
        <p role="status" className="muted">
          Saving the layout…
        </p>
      )}
      <div ref={containerRef} className="grid-container">
        {mounted && (
          <ReactGridLayout
            width={width}
            layout={layout}
            gridConfig={{ cols: GRID_COLUMNS, rowHeight: 48 }}
            dragConfig={{ handle: ".card-handle", cancel: "a, button, summary" }}
            onDragStop={(next) => persist(next)}
            onResizeStop={(next) => persist(next)}
          >
            {reports.data.map((report) => (
              <article key={report.id} className="card" data-report-id={report.id} aria-label={report.title}>
                <header className="card-handle">
                  <Link to={`/reports/${report.id}`}>{report.title}</Link>
                  <details className="arrange">
                    <summary>Arrange</summary>
                    <div className="arrange-buttons">
                      {STEPS.map(({ label, change }) => (
                        <button key={label} type="button" onClick={() => step(report.id, change)}>
                          {label}
                        </button>
                      ))}
                    </div>
                  </details>
                </header>
                <div className="card-body">
                  <ReportData id={report.id} chartType={chartTypeOf(report)} title={report.title} />
                </div>
              </article>
            ))}
          </ReactGridLayout>
        )}
      </div>
    </section>
  );
}
