import { readFileSync } from "node:fs";
import pg from "pg";

/** A tenant of the bench: its headers and the ids the scenarios pick from. */
export interface BenchTenant {
  clientId: string;
  headers: Record<string, string>;
  folderIds: string[];
  reportIds: string[];
}

export interface SeedSize {
  folders: number;
  reports: number;
}

/** The catalogue and questions the assistant scenarios use: an in-repository dataset of the assistant. */
export interface AssistantDataset {
  catalogue: { cubes: unknown[]; values?: Record<string, string[]>; notes?: string[] };
  questions: string[];
  /** The dataset's answerable questions with their expected queries, to record as validated queries. */
  answered: { question: string; query: unknown }[];
}

export function readDataset(path: string): AssistantDataset {
  const parsed = JSON.parse(readFileSync(path, "utf8")) as {
    catalogue: AssistantDataset["catalogue"];
    cases: { question: string; query?: unknown }[];
  };
  return {
    catalogue: parsed.catalogue,
    questions: parsed.cases.map((item) => item.question),
    answered: parsed.cases.filter((item) => item.query).map(({ question, query }) => ({ question, query })),
  };
}

async function call(baseUrl: string, headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map((item) => work(item)));
  }
}

/**
 * Seeds one tenant as a user would build it, through the API: the catalogue, a folder tree (a tenth of the
 * folders at the root, the rest under them) and one report per folder. The rest of the reports are copies of
 * those, made by PostgreSQL itself, so seeding 100,000 reports takes seconds, not minutes.
 */
export async function seedTenant(
  apiUrl: string,
  databaseUrl: string,
  tenant: { clientId: string; headers: Record<string, string> },
  size: SeedSize,
  dataset: AssistantDataset,
): Promise<BenchTenant> {
  await call(apiUrl, tenant.headers, "PUT", "/assistant/catalogue", { type: "cube", ...dataset.catalogue });
  const roots = Math.max(1, Math.round(size.folders / 10));
  const folderIds = Array.from({ length: size.folders }, (_, index) => `folder-${index}`);
  await inBatches(folderIds.slice(0, roots), 16, (id) =>
    call(apiUrl, tenant.headers, "POST", "/folders", { folder: { id, title: `Team ${id}`, description: "Seeded" } }),
  );
  await inBatches(folderIds.slice(roots), 16, (id) => {
    const parentFolderId = folderIds[Number(id.split("-")[1]) % roots];
    return call(apiUrl, tenant.headers, "POST", "/folders", { folder: { id, title: `Area ${id}`, parentFolderId } });
  });
  const perFolder = Math.max(1, Math.floor(size.reports / size.folders));
  await inBatches(folderIds, 16, (folderId) => {
    const index = Number(folderId.split("-")[1]);
    return call(apiUrl, tenant.headers, "POST", "/saved-queries", {
      folderId,
      savedQuery: sampleReport(`report-${index}`, index),
    });
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO saved_queries (client_id, id, title, description, folder_id, query, request_body, created_by_id,
         connection_id, "order", width, height, x, y, created_at, updated_at, version)
       SELECT client_id, id || '-' || copy, title || ' copy ' || copy, description, folder_id, query, request_body,
         created_by_id, connection_id, "order", width, height, x, y, created_at, updated_at, 1
       FROM saved_queries, generate_series(1, $2::int) AS copy
       WHERE client_id = $1`,
      [tenant.clientId, perFolder - 1],
    );
    const rows = await client.query<{ id: string }>("SELECT id FROM saved_queries WHERE client_id = $1", [
      tenant.clientId,
    ]);
    await client.query("ANALYZE");
    return { ...tenant, folderIds, reportIds: rows.rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

const CHARTS = ["bar", "line", "area", "table", "donut", "bar_list", "scatter"] as const;

/** A report as the README creates them: a Cube query, a chart and a place on the dashboard. */
export function sampleReport(id: string, index: number) {
  return {
    id,
    title: `Revenue by region ${index}`,
    description: "Monthly revenue split by sales region, for the weekly review",
    connectionType: "cube",
    chartType: CHARTS[index % CHARTS.length],
    metrics: ["orders.revenue", "orders.count"],
    dimensions: ["customers.region"],
    dateRange: { selectValue: "last 12 months" },
    dateFilterField: "orders.created_at",
    timeGranularity: "month",
    order: index % 10_000,
    width: 6,
    height: 4,
    x: (index % 2) * 6,
    y: (Math.floor(index / 2) % 2_000) * 4,
  };
}
