import type { SavedQueryRecord } from "@quarry/client";

export const GRID_COLUMNS = 12;
const DEFAULT_WIDTH = 6;
const DEFAULT_HEIGHT = 5;

export interface Placement {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where each report sits: its saved `x`, `y`, `width`, `height` when it has them; reports without a place go after
 * the placed ones, two to a row, in their saved `order` (then title).
 */
export function placements(reports: SavedQueryRecord[]): Placement[] {
  const ordered = [...reports].sort(
    (a, b) =>
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title),
  );
  const placed = ordered.filter((report) => report.x !== null && report.y !== null);
  let nextY = Math.max(0, ...placed.map((report) => (report.y ?? 0) + (report.height ?? DEFAULT_HEIGHT)));
  let nextX = 0;
  return ordered.map((report) => {
    const width = Math.min(Math.max(report.width ?? DEFAULT_WIDTH, 1), GRID_COLUMNS);
    const height = Math.max(report.height ?? DEFAULT_HEIGHT, 1);
    if (report.x !== null && report.y !== null) return { id: report.id, x: report.x, y: report.y, width, height };
    if (nextX + width > GRID_COLUMNS) {
      nextX = 0;
      nextY += DEFAULT_HEIGHT;
    }
    const placement = { id: report.id, x: nextX, y: nextY, width, height };
    nextX += width;
    return placement;
  });
}

/** The reading order of a grid (top to bottom, then left to right): each item's `order`. */
export function withOrder(items: Placement[]): (Placement & { order: number })[] {
  return [...items].sort((a, b) => a.y - b.y || a.x - b.x).map((item, order) => ({ ...item, order }));
}
