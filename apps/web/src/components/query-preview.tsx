import type { ChartType, CubeQuery, SavedQueryInput } from "@quarry/client";
import { useEffect, useState } from "react";
import { useQuarry } from "../lib/session";
import { CubeRows } from "./report-data";

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
  const settled = useSettled(body, 400);
  return (
    <CubeRows
      queryKey={["data", "run", settled]}
      load={async () => (await client.unwrap.runCubeQuery({ body: settled })).result}
      chartType={chartType}
      title={title}
      errorTitle="The query did not run"
    />
  );
}
