import type { ChartType, CubeQuery, SavedQueryInput } from "@quarry/client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ErrorNotice } from "../lib/errors";
import { useConnections } from "../lib/queries";
import { useQuarry } from "../lib/session";
import { ChartView } from "./chart";
import { NoConnection } from "./report-data";

/** The value after it has stopped changing for `ms`: a preview runs once typing pauses, not on every key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Runnable = { query: CubeQuery } | { savedQuery: SavedQueryInput };

/** Runs a Cube query, or a report's fields not saved yet, through the client's connection and draws the rows. */
export function QueryPreview({ body, chartType, title }: { body: Runnable; chartType: ChartType; title: string }) {
  const client = useQuarry();
  const connections = useConnections();
  const hasConnection = (connections.data?.length ?? 0) > 0;
  const settled = useSettled(body, 400);
  const run = useQuery({
    queryKey: ["data", "run", settled],
    queryFn: async () => (await client.unwrap.runCubeQuery({ body: settled })).result,
    enabled: hasConnection,
    retry: false,
  });
  if (connections.isPending) return null;
  if (!hasConnection) return <NoConnection />;
  if (run.error) return <ErrorNotice error={run.error} title="The query did not run" />;
  if (!run.data)
    return (
      <p className="muted" role="status">
        Running the query…
      </p>
    );
  return <ChartView type={chartType} data={run.data} title={title} />;
}
