import type { AssistantDataset, BenchTenant } from "./seed.js";
import { sampleReport } from "./seed.js";

export type ScenarioKind = "read" | "write" | "assistant";

export interface BenchRequest {
  method: "GET" | "POST" | "PUT" | "PATCH";
  path: string;
  body?: unknown;
}

export interface Scenario {
  name: string;
  kind: ScenarioKind;
  /** The n-th request of the run: every request differs where the endpoint allows it, so nothing is served warm. */
  request(n: number): BenchRequest;
}

/** Every endpoint of the interface, and the lifecycle ones a dashboard uses most (get, patch, layout, search). */
export function scenarios(tenant: BenchTenant, dataset: AssistantDataset, runId: string): Scenario[] {
  const pick = <T>(items: T[], n: number): T => items[(n * 7919) % items.length]!;
  const question = (n: number) => pick(dataset.questions, n);
  return [
    {
      name: "GET /saved-queries?limit=50",
      kind: "read",
      request: () => ({ method: "GET", path: "/saved-queries?limit=50" }),
    },
    {
      name: "GET /saved-queries?folderId&limit=50",
      kind: "read",
      request: (n) => ({ method: "GET", path: `/saved-queries?limit=50&folderId=${pick(tenant.folderIds, n)}` }),
    },
    {
      name: "GET /saved-queries?search",
      kind: "read",
      request: (n) => ({ method: "GET", path: `/saved-queries?limit=20&search=region%20${n % 200}` }),
    },
    {
      name: "GET /saved-queries/:id",
      kind: "read",
      request: (n) => ({ method: "GET", path: `/saved-queries/${pick(tenant.reportIds, n)}` }),
    },
    { name: "GET /folders", kind: "read", request: () => ({ method: "GET", path: "/folders" }) },
    {
      name: "GET /folders?parentFolderId",
      kind: "read",
      request: (n) => ({ method: "GET", path: `/folders?parentFolderId=${pick(tenant.folderIds, n)}` }),
    },
    {
      name: "POST /folders",
      kind: "write",
      request: (n) => ({
        method: "POST",
        path: "/folders",
        body: { folder: { id: `${runId}-f${n}`, title: `Bench ${n}` } },
      }),
    },
    {
      name: "POST /saved-queries",
      kind: "write",
      request: (n) => ({
        method: "POST",
        path: "/saved-queries",
        body: { folderId: pick(tenant.folderIds, n), savedQuery: sampleReport(`${runId}-r${n}`, n) },
      }),
    },
    {
      name: "PATCH /saved-queries/:id",
      kind: "write",
      request: (n) => ({
        method: "PATCH",
        path: `/saved-queries/${pick(tenant.reportIds, n)}`,
        body: { savedQuery: { title: `Renamed ${n}` } },
      }),
    },
    {
      name: "PUT /saved-queries/layout",
      kind: "write",
      request: (n) => ({
        method: "PUT",
        path: "/saved-queries/layout",
        body: {
          items: [0, 1, 2].map((offset) => ({
            id: pick(tenant.reportIds, n * 3 + offset),
            x: offset * 4,
            y: n % 50,
            width: 4,
            height: 3,
            order: offset,
          })),
        },
      }),
    },
    {
      name: "POST /assistant/query",
      kind: "assistant",
      request: (n) => ({ method: "POST", path: "/assistant/query", body: { input: question(n), type: "cube" } }),
    },
    {
      name: "POST /assistant/filter-fields",
      kind: "assistant",
      request: (n) => ({ method: "POST", path: "/assistant/filter-fields", body: { question: question(n) } }),
    },
    {
      name: "POST /assistant/search-entities",
      kind: "assistant",
      request: (n) => ({
        method: "POST",
        path: "/assistant/search-entities",
        body: { question: question(n), type: "cube" },
      }),
    },
    {
      name: "POST /assistant/validated-query",
      kind: "write",
      request: (n) => ({
        method: "POST",
        path: "/assistant/validated-query",
        body: {
          ...pick(dataset.answered, n),
          question: `${pick(dataset.answered, n).question} (${runId} ${n})`,
          type: "cube",
        },
      }),
    },
  ];
}
