/** The draft accepted as-is by POST /saved-queries. Absent parts are omitted, never null. */
import type { ChartType, CubeQuery, QueryFilter, SavedQueryDraft } from "../types.js";

export function savedQueryDraft(
  query: CubeQuery | null,
  chartType: ChartType | null,
  title: string,
): SavedQueryDraft | null {
  if (!query || !chartType) return null;
  const metrics = query.measures ?? [];
  const dimensions = query.dimensions ?? [];
  if (metrics.length === 0 && dimensions.length === 0) return null;
  const draft: SavedQueryDraft = {
    title: (title.trim() || "Query").slice(0, 200),
    connectionType: "cube",
    chartType,
    metrics: [...metrics],
    dimensions: [...dimensions],
  };
  const time = query.timeDimensions?.[0];
  if (time) {
    draft.dateFilterField = time.dimension;
    if (time.granularity) draft.timeGranularity = time.granularity;
    if (typeof time.dateRange === "string") draft.dateRange = { selectValue: time.dateRange };
    else if (Array.isArray(time.dateRange)) draft.dateRange = { from: time.dateRange[0], to: time.dateRange[1] };
  }
  if (query.filters?.length) draft.filters = JSON.parse(JSON.stringify(query.filters)) as QueryFilter[];
  if (query.order?.length) {
    const orderBy: Record<string, "asc" | "desc"> = {};
    for (const [member, direction] of query.order) orderBy[member] = direction;
    draft.orderBy = orderBy;
  }
  if (query.limit !== undefined) draft.limit = query.limit;
  return draft;
}
