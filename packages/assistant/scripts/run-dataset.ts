/**
 * Runs a dataset the way ANSWERS.md (Scoring) says: in-process (engine built from the catalogue
 * without values for filter-fields/search-entities; validated examples first; each case asked with
 * values = the dictionary and the notes) or over HTTP against the Quarry API.
 */
import http from "node:http";
import https from "node:https";
import { performance } from "node:perf_hooks";
import { createEngine } from "../src/index.js";
import type { Answer } from "../src/index.js";
import { type CaseResult, type Dataset, type Observed, percentile, scoreCase } from "../src/scoring.js";
import { type CatalogueContent, catalogueReplacementRefusal } from "./catalogue-guard.js";
import { generatedQuestions, random } from "./generated-questions.js";

export interface RunOutput {
  results: CaseResult[];
  /** Each case's answer and its timed latency (first asking, or the median of `repeat`). */
  answers: { id: string; latencyMs: number; answer: unknown }[];
}

/**
 * Untimed answers before timing starts. A long-running API process has answered thousands of questions, so its
 * hot paths have gone through all of V8's compilation tiers; one pass over a 60-question dataset is not enough
 * for that, and the stragglers' background recompilation showed up as 4-9 ms outliers.
 */
export const WARM_UP_ANSWERS = 2000;

export interface InProcessOptions {
  /** Timed answers per question: 1 (default) = one raw timing; N > 1 = the median of N. */
  repeat?: number;
  /** Untimed answers before timing starts (WARM_UP_ANSWERS by default); 0 when latency is not looked at. */
  warmUpAnswers?: number;
}

/**
 * Latency is that of a warm service answering a question it has not seen: untimed answers to questions generated
 * from the catalogue's member names (WARM_UP_ANSWERS, not the dataset's own questions) compile the hot paths; then
 * each dataset question is timed on its first asking (`repeat` 1, the default, so p99 and max are honest single
 * timings).
 */
export function runInProcess(dataset: Dataset, now = new Date(), options: InProcessOptions = {}): RunOutput {
  const { repeat = 1, warmUpAnswers = WARM_UP_ANSWERS } = options;
  const { values, ...withoutValues } = dataset.catalogue;
  // One engine per tenant: filter-fields and search-entities see no dictionary; queries get it per request.
  const engine = createEngine(withoutValues, dataset.validated ?? []);
  const results: CaseResult[] = [];
  const answers: RunOutput["answers"] = [];
  const requestOf = (question: string) => ({
    question,
    values: values ?? {},
    notes: dataset.catalogue.notes ?? [],
    now,
  });
  for (const question of generatedQuestions(withoutValues, warmUpAnswers, random(7), values)) {
    engine.answer(requestOf(question));
    engine.searchEntities(question);
    engine.filterFields(question);
  }
  for (const testCase of dataset.cases) {
    const request = requestOf(testCase.question);
    const timings: number[] = [];
    let answer: Answer | undefined;
    for (let run = 0; run < Math.max(1, repeat); run++) {
      const started = performance.now();
      answer = engine.answer(request);
      timings.push(performance.now() - started);
    }
    const latencyMs = percentile(timings, 50);
    const observed: Observed = {
      query: answer!.query,
      chartType: answer!.chartType,
      confidence: answer!.confidence,
      entities: engine.searchEntities(testCase.question),
      filterFields: engine.filterFields(testCase.question).map((field) => field.name),
      latencyMs,
    };
    results.push(scoreCase(dataset, testCase, observed));
    answers.push({ id: testCase.id, latencyMs, answer });
  }
  return { results, answers };
}

export interface HttpOptions {
  url: string;
  apiKey?: string;
  /** Required: the run replaces this client's catalogue and adds the dataset's validated queries to it. */
  clientId: string;
  /** Replace the client's catalogue even when it holds something else (see catalogue-guard.ts). */
  replaceCatalogue?: boolean;
  /** Untimed questions asked before timing starts (WARM_UP_ANSWERS by default), as in-process. */
  warmUpAnswers?: number;
}

/**
 * Requests over one kept-alive connection with node's own HTTP client, as a service calling Quarry would hold one;
 * fetch cost 0.3-0.5 ms more per request here, which would be the client's time counted as the server's.
 */
class Connection {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(private readonly options: HttpOptions) {
    this.base = new URL(options.url.replace(/\/?$/, "/"));
    const Agent = this.base.protocol === "https:" ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 1 });
  }

  async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { "x-client-id": this.options.clientId };
    if (this.options.apiKey) headers["x-api-key"] = this.options.apiKey;
    if (body !== undefined) headers["content-type"] = "application/json";
    const { status, text } = await this.send(method, path.replace(/^\//, ""), headers, body);
    if (status < 200 || status >= 300) throw new Error(`${method} ${path} -> ${status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : {};
  }

  /** Lets the process exit: a kept-alive socket would hold it open. */
  close(): void {
    this.agent.destroy();
  }

  private send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
    const url = new URL(path, this.base);
    const client = url.protocol === "https:" ? https : http;
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = client.request(url, { method, headers, agent: this.agent }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.on("error", reject);
      });
      request.on("error", reject);
      request.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }
}

type Envelope<T> = { status?: string; result?: T };

export async function runOverHttp(dataset: Dataset, options: HttpOptions): Promise<RunOutput> {
  const connection = new Connection(options);
  try {
    return await runCases(dataset, options, connection);
  } finally {
    connection.close();
  }
}

async function runCases(dataset: Dataset, options: HttpOptions, connection: Connection): Promise<RunOutput> {
  const { cubes, notes, values } = dataset.catalogue;
  // The dictionary stays out of the stored catalogue: filter-fields and search-entities are judged without it.
  const catalogue = { type: "cube", cubes, notes: notes ?? [] };
  if (!options.replaceCatalogue) {
    const stored = (await connection.call("GET", "/assistant/catalogue")) as Envelope<CatalogueContent>;
    const refusal = catalogueReplacementRefusal(options.clientId, stored.result ?? {}, catalogue);
    if (refusal) throw new Error(refusal);
  }
  await connection.call("PUT", "/assistant/catalogue", catalogue);
  for (const example of dataset.validated ?? []) {
    await connection.call("POST", "/assistant/validated-query", {
      question: example.question,
      type: "cube",
      query: example.query,
    });
  }
  const ask = (question: string) =>
    connection.call("POST", "/assistant/query", {
      input: question,
      type: "cube",
      cubes,
      filters: values ?? {},
      notes: notes ?? [],
    }) as Promise<Envelope<{ answer: Answer }>>;
  // As in-process, the server is timed warm but on questions it has not answered: it is warmed up on questions
  // generated from the catalogue, never the dataset's own. A run with no cases times nothing and skips it.
  const warmUp = dataset.cases.length > 0 ? (options.warmUpAnswers ?? WARM_UP_ANSWERS) : 0;
  for (const question of generatedQuestions(catalogue, warmUp, random(7), values)) await ask(question);
  const results: CaseResult[] = [];
  const answers: RunOutput["answers"] = [];
  for (const testCase of dataset.cases) {
    const started = performance.now();
    const queried = await ask(testCase.question);
    const latencyMs = performance.now() - started;
    const fields = (await connection.call("POST", "/assistant/filter-fields", {
      question: testCase.question,
    })) as Envelope<{ answer: { fields: { name: string }[] } }>;
    const entities = (await connection.call("POST", "/assistant/search-entities", {
      question: testCase.question,
      type: "cube",
    })) as Envelope<{ relevantEntities: { name: string }[] }>;
    const answer = queried.result?.answer;
    const observed: Observed = {
      query: answer?.query ?? null,
      chartType: answer?.chartType ?? null,
      confidence: answer?.confidence ?? 0,
      entities: (entities.result?.relevantEntities ?? []).map((entity) => entity.name),
      filterFields: (fields.result?.answer?.fields ?? []).map((field) => field.name),
      latencyMs,
    };
    results.push(scoreCase(dataset, testCase, observed));
    answers.push({ id: testCase.id, latencyMs, answer });
  }
  return { results, answers };
}
