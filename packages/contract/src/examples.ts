import type { Answer, Catalogue, CubeQuery, FieldDescriptor } from "./assistant.js";
import type { CreateFolderBody, Folder } from "./folders.js";
import type { CreateSavedQueryBody, SavedQueryRecord } from "./saved-queries.js";

/**
 * One small, consistent world for the reference's examples: a subscriptions business whose "Revenue" folder holds
 * an "MRR by plan" report. The types keep the values in the contract's shapes; a test parses each example with
 * its route's schema as well.
 */

const REVENUE_FOLDER_ID = "5f0c2a9e-8d41-4c77-9b3e-2f6a1d0c7e55";
const CREATED_AT = "2026-11-20T09:14:03.512Z";

export const REVENUE_FOLDER_BODY = {
  folder: { title: "Revenue", description: "Subscription revenue reports" },
} as const satisfies CreateFolderBody;

export const CHURN_FOLDER_BODY = {
  folder: { title: "Churn", parentFolderId: REVENUE_FOLDER_ID },
} as const satisfies CreateFolderBody;

export const FOLDERS: Folder[] = [
  {
    id: REVENUE_FOLDER_ID,
    title: "Revenue",
    description: "Subscription revenue reports",
    parentFolderId: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  },
  {
    id: "d5531afc-0e55-4698-b80c-dbcf42c378a8",
    title: "Churn",
    description: null,
    parentFolderId: REVENUE_FOLDER_ID,
    createdAt: "2026-11-20T09:14:27.090Z",
    updatedAt: "2026-11-20T09:14:27.090Z",
  },
];

/** The cursor `GET /folders?includeAll=true&limit=1` returns after the first folder above. */
export const FOLDER_NEXT_CURSOR =
  "WyIyMDI2LTExLTIwVDA5OjE0OjAzLjUxMloiLCI1ZjBjMmE5ZS04ZDQxLTRjNzctOWIzZS0yZjZhMWQwYzdlNTUiXQ";

export const CREATE_SAVED_QUERY_BODY = {
  folderId: REVENUE_FOLDER_ID,
  savedQuery: {
    id: "mrr-by-plan",
    title: "MRR by plan",
    description: "Monthly recurring revenue per plan, last 6 months",
    connectionType: "cube",
    chartType: "line",
    metrics: ["subscriptions.mrr"],
    dimensions: ["subscriptions.plan"],
    dateRange: { selectValue: "last 6 months" },
    dateFilterField: "subscriptions.started_at",
    timeGranularity: "month",
    order: 2,
    width: 6,
    height: 4,
    x: 0,
    y: 4,
  },
} as const satisfies CreateSavedQueryBody;

export const MINIMAL_SAVED_QUERY_BODY = {
  savedQuery: {
    title: "Subscriptions by status",
    connectionType: "cube",
    chartType: "bar",
    metrics: ["subscriptions.count"],
    dimensions: ["subscriptions.status"],
  },
} as const satisfies CreateSavedQueryBody;

export const SAVED_QUERY_RECORDS: SavedQueryRecord[] = [
  {
    id: "mrr-by-plan",
    title: "MRR by plan",
    description: "Monthly recurring revenue per plan, last 6 months",
    query: {
      connectionType: "cube",
      chartType: "line",
      metrics: ["subscriptions.mrr"],
      dimensions: ["subscriptions.plan"],
      dateRange: { selectValue: "last 6 months" },
      dateFilterField: "subscriptions.started_at",
      timeGranularity: "month",
    },
    createdAt: "2026-11-20T09:15:41.207Z",
    updatedAt: "2026-11-20T09:15:41.207Z",
    folderId: REVENUE_FOLDER_ID,
    createdById: "3f9c0a7d1e2b4c5d",
    connectionId: null,
    order: 2,
    width: 6,
    height: 4,
    x: 0,
    y: 4,
  },
];

/** The cursor the server returns after the record above: opaque to clients. */
export const NEXT_CURSOR = "WzIsIjIwMjYtMTEtMjBUMDk6MTU6NDEuMjA3WiIsIm1yci1ieS1wbGFuIl0";

export const CATALOGUE: Catalogue = {
  type: "cube",
  cubes: [
    {
      name: "subscriptions",
      title: "Subscriptions",
      measures: [
        { name: "subscriptions.count", title: "Subscriptions", type: "count" },
        { name: "subscriptions.mrr", title: "MRR", description: "Monthly recurring revenue, USD", type: "sum" },
      ],
      dimensions: [
        { name: "subscriptions.plan", title: "Plan", type: "string" },
        { name: "subscriptions.status", title: "Status", type: "string" },
        { name: "subscriptions.started_at", title: "Started At", type: "time" },
      ],
    },
  ],
  values: { "subscriptions.plan": ["Starter", "Pro", "Enterprise"], "subscriptions.status": ["active", "churned"] },
  notes: ["recurring revenue means subscriptions.mrr"],
};

export const EMPTY_CATALOGUE: Catalogue = { type: "cube", cubes: [], values: {}, notes: [] };

/** What the engine answers for the catalogue above (taken from a real run). */
export const MRR_ANSWER: Answer = {
  query: {
    measures: ["subscriptions.mrr"],
    dimensions: ["subscriptions.plan"],
    timeDimensions: [{ dimension: "subscriptions.started_at", granularity: "month", dateRange: "last 6 months" }],
  },
  chartType: "line",
  title: "MRR by Plan and month, last 6 months",
  explanation: "Computed mrr, grouped by plan, per month of started at, last 6 months (by started at).",
  confidence: 0.95,
  source: "engine",
  matches: [
    { phrase: "recurring revenue", member: "subscriptions.mrr", kind: "glossary" },
    { phrase: "plan", member: "subscriptions.plan", kind: "label" },
  ],
  unmatched: [],
  savedQuery: {
    title: "MRR by Plan and month, last 6 months",
    connectionType: "cube",
    chartType: "line",
    metrics: ["subscriptions.mrr"],
    dimensions: ["subscriptions.plan"],
    dateFilterField: "subscriptions.started_at",
    timeGranularity: "month",
    dateRange: { selectValue: "last 6 months" },
  },
};

export const REFUSAL_ANSWER: Answer = {
  query: null,
  chartType: null,
  title: "Not understood",
  explanation:
    'Nothing in the question ("weather") matches a measure or dimension of the catalogue, so no query was built.',
  confidence: 0,
  source: "engine",
  matches: [],
  unmatched: ["weather"],
  savedQuery: null,
};

export const STATUS_FIELD: FieldDescriptor = { name: "subscriptions.status", title: "Status", type: "string" };

export const PRO_LAST_MONTH_QUERY: CubeQuery = {
  measures: ["subscriptions.mrr"],
  timeDimensions: [{ dimension: "subscriptions.started_at", dateRange: "last month" }],
  filters: [
    { member: "subscriptions.plan", operator: "equals", values: ["Pro"] },
    { member: "subscriptions.status", operator: "equals", values: ["active"] },
  ],
};
