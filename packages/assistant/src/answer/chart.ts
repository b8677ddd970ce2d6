/** Chart type (ANSWERS.md rule 11): the first rule that applies wins. */
import type { ChartType, CubeQuery } from "../types.js";

export interface ChartHints {
  /** The user asked for shares in their own words ("share", "distribution"). */
  share: boolean;
  /** The user compared two measures ("M1 vs M2"). */
  versus: boolean;
}

export function chooseChart(query: CubeQuery | null, hints: ChartHints): ChartType | null {
  if (!query) return null;
  const measures = query.measures ?? [];
  const dimensions = query.dimensions ?? [];
  if (measures.length === 0) return "table";
  if (query.timeDimensions?.some((entry) => entry.granularity)) return "line";
  const rankedByMeasure = (query.order ?? []).some(([member]) => measures.includes(member));
  if (rankedByMeasure && query.limit !== undefined) return "bar_list";
  if (hints.share && dimensions.length === 1) return "donut";
  if (hints.versus && measures.length >= 2 && dimensions.length >= 1) return "scatter";
  if (dimensions.length === 1) return "bar";
  return "table";
}
