/** `assistant:eval --url` must not replace a client's catalogue by accident; its requests go to a stand-in server. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueReplacementRefusal } from "../scripts/catalogue-guard.js";
import { runOverHttp } from "../scripts/run-dataset.js";
import type { Dataset } from "../src/scoring.js";
import { member } from "./helpers.js";

const tickets = {
  name: "tickets",
  measures: [member("tickets.count", "count", "Tickets")],
  dimensions: [member("tickets.status", "string")],
};
const planned = { cubes: [tickets], notes: ["backlog means tickets.count"] };

describe("catalogueReplacementRefusal", () => {
  it("lets the PUT through when the client has nothing yet", () => {
    expect(catalogueReplacementRefusal("eval", { cubes: [], values: {}, notes: [] }, planned)).toBeUndefined();
    expect(catalogueReplacementRefusal("eval", {}, planned)).toBeUndefined();
  });

  it("lets a re-run through: the stored catalogue is the dataset's, as the API hands it back", () => {
    // Keys in another order, a missing title as null, no dictionary: still the same catalogue.
    const stored = {
      notes: ["backlog means tickets.count"],
      values: {},
      cubes: [
        {
          dimensions: [{ type: "string", name: "tickets.status", title: null }],
          measures: [member("tickets.count", "count", "Tickets")],
          name: "tickets",
        },
      ],
    };
    expect(catalogueReplacementRefusal("eval", stored, planned)).toBeUndefined();
  });

  it("refuses, in one line, when the client holds other cubes, other notes or a dictionary", () => {
    const agents = { name: "agents", measures: [], dimensions: [member("agents.team", "string")] };
    const refusals = [
      catalogueReplacementRefusal("acme", { cubes: [agents], values: {}, notes: [] }, planned),
      catalogueReplacementRefusal("acme", { cubes: [tickets], values: {}, notes: [] }, planned),
      catalogueReplacementRefusal(
        "acme",
        { cubes: [tickets], values: { "tickets.status": ["open"] }, notes: planned.notes },
        planned,
      ),
    ];
    for (const refusal of refusals) {
      expect(refusal).toMatch(/^client "acme" already has a different catalogue .*--replace-catalogue$/);
      expect(refusal).not.toContain("\n");
    }
    expect(refusals[2]).toContain("values for 1 member");
  });
});

describe("runOverHttp", () => {
  const dataset: Dataset = { name: "tiny-helpdesk", catalogue: planned, cases: [] };
  let server: http.Server | undefined;
  afterEach(() => new Promise((done) => (server ? server.close(done) : done(undefined))));

  /** A stand-in API on a free port that records each request and answers as the real one would. */
  const standIn = async (storedCubes: unknown[]) => {
    const requests: string[] = [];
    const questions: string[] = [];
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        requests.push(`${req.method} ${req.url} as ${req.headers["x-client-id"] as string}`);
        if (req.url === "/api/assistant/query") questions.push((JSON.parse(body) as { input: string }).input);
        const answer =
          req.method === "GET"
            ? { status: "ok", result: { type: "cube", cubes: storedCubes, values: {}, notes: [] } }
            : { status: "ok", result: { answer: { query: null, confidence: 0 }, relevantEntities: [] } };
        res.setHeader("content-type", "application/json").end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((listening) => server!.listen(0, "127.0.0.1", listening));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    return { requests, questions, options: { url, clientId: "acme", apiKey: "k" } };
  };

  it("reads the client's catalogue first and sends no PUT when it would be lost", async () => {
    const { requests, options } = await standIn([{ name: "invoices", measures: [], dimensions: [] }]);
    await expect(runOverHttp(dataset, options)).rejects.toThrow(/already has a different catalogue \(1 cube\)/);
    expect(requests).toEqual(["GET /api/assistant/catalogue as acme"]);
  });

  it("replaces it when asked to, without reading it", async () => {
    const { requests, options } = await standIn([{ name: "invoices", measures: [], dimensions: [] }]);
    await runOverHttp(dataset, { ...options, replaceCatalogue: true });
    expect(requests).toEqual(["PUT /api/assistant/catalogue as acme"]);
  });

  it("goes ahead on a client with an empty catalogue", async () => {
    const { requests, options } = await standIn([]);
    await runOverHttp(dataset, options);
    expect(requests).toEqual(["GET /api/assistant/catalogue as acme", "PUT /api/assistant/catalogue as acme"]);
  });

  it("warms the server up on generated questions, never the dataset's own, before timing them", async () => {
    const { questions, options } = await standIn([]);
    const asked = { ...dataset, cases: [{ id: "t1", question: "open tickets by status", query: null }] };
    await runOverHttp(asked, { ...options, warmUpAnswers: 5 });
    expect(questions).toHaveLength(6);
    expect(questions.slice(0, 5)).not.toContain("open tickets by status");
    expect(questions[5]).toBe("open tickets by status");
  });
});
