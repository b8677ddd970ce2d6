/** `assistant:eval --url` must not replace a client's catalogue by accident. No server: fetch is stubbed. */
import { afterEach, describe, expect, it, vi } from "vitest";
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
  const options = { url: "http://quarry.invalid/api", clientId: "acme", apiKey: "k" };
  const stubServer = (storedCubes: unknown[]) => {
    const requests: string[] = [];
    vi.stubGlobal("fetch", async (address: string, init: { method: string; headers: Record<string, string> }) => {
      requests.push(`${init.method} ${address.replace(options.url, "")} as ${init.headers["x-client-id"]}`);
      const body =
        init.method === "GET"
          ? { status: "ok", result: { type: "cube", cubes: storedCubes, values: {}, notes: [] } }
          : { status: "ok" };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    return requests;
  };
  afterEach(() => vi.unstubAllGlobals());

  it("reads the client's catalogue first and sends no PUT when it would be lost", async () => {
    const requests = stubServer([{ name: "invoices", measures: [], dimensions: [] }]);
    await expect(runOverHttp(dataset, options)).rejects.toThrow(/already has a different catalogue \(1 cube\)/);
    expect(requests).toEqual(["GET /assistant/catalogue as acme"]);
  });

  it("replaces it when asked to, without reading it", async () => {
    const requests = stubServer([{ name: "invoices", measures: [], dimensions: [] }]);
    await runOverHttp(dataset, { ...options, replaceCatalogue: true });
    expect(requests).toEqual(["PUT /assistant/catalogue as acme"]);
  });

  it("goes ahead on a client with an empty catalogue", async () => {
    const requests = stubServer([]);
    await runOverHttp(dataset, options);
    expect(requests).toEqual(["GET /assistant/catalogue as acme", "PUT /assistant/catalogue as acme"]);
  });
});
