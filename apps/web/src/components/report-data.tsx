import type { ChartType } from "@quarry/client";
import { useQuery, type QueryKey } from "@tanstack/react-query";
import { Link } from "react-router";
import type { QueryData } from "../lib/chart-data";
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

/**
 * Rows from the client's Cube drawn as `chartType`: read with `load` once the client has a connection, with an
 * empty state without one, and the API's error (titled `errorTitle`) when the run fails.
 */
export function CubeRows(props: {
  queryKey: QueryKey;
  load: () => Promise<QueryData>;
  chartType: ChartType;
  title: string;
  errorTitle: string;
}) {
  const connections = useConnections();
  const hasConnection = (connections.data?.length ?? 0) > 0;
  const rows = useQuery({ queryKey: props.queryKey, queryFn: props.load, enabled: hasConnection, retry: false });
  if (connections.isPending) return <p className="muted">Loading…</p>;
  if (!hasConnection) return <NoConnection />;
  if (rows.error) return <ErrorNotice error={rows.error} title={props.errorTitle} />;
  if (!rows.data)
    return (
      <p className="muted" role="status">
        Running the query…
      </p>
    );
  return <ChartView type={props.chartType} data={rows.data} title={props.title} />;
}

/** A saved report's rows, as `GET /saved-queries/{id}/data` runs them. */
export function ReportData({ id, chartType, title }: { id: string; chartType: ChartType; title: string }) {
  const client = useQuarry();
  return (
    <CubeRows
      queryKey={keys.reportData(id)}
      load={async () => (await client.unwrap.getSavedQueryData({ params: { id }, query: {} })).result}
      chartType={chartType}
      title={title}
      errorTitle="No data"
    />
  );
}
