import type { ChartType } from "@quarry/client";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ErrorNotice } from "../lib/errors";
import { keys, useConnections } from "../lib/queries";
import { useQuarry } from "../lib/session";
import { ChartView } from "./chart";

/** Shown where data would be when the client has no Cube connection yet. */
export function NoConnection() {
  return (
    <div className="empty-state">
      <p>No data yet: this client has no Cube connection.</p>
      <Link to="/connections">Add a connection</Link>
    </div>
  );
}

/** A saved report's rows from the client's Cube, drawn as its chart type. */
export function ReportData({ id, chartType, title }: { id: string; chartType: ChartType; title: string }) {
  const client = useQuarry();
  const connections = useConnections();
  const hasConnection = (connections.data?.length ?? 0) > 0;
  const data = useQuery({
    queryKey: keys.reportData(id),
    queryFn: async () => (await client.unwrap.getSavedQueryData({ params: { id }, query: {} })).result,
    enabled: hasConnection,
    retry: false,
  });
  if (connections.isPending) return <p className="muted">Loading…</p>;
  if (!hasConnection) return <NoConnection />;
  if (data.error) return <ErrorNotice error={data.error} title="No data" />;
  if (!data.data)
    return (
      <p className="muted" role="status">
        Running the query…
      </p>
    );
  return <ChartView type={chartType} data={data.data} title={title} />;
}
