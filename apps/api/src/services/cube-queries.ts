import { createHash } from "node:crypto";
import type { Answer, CubeQuery as ContractCubeQuery, ValueDictionary } from "@quarry/contract";
import {
  CubeClient,
  CubeError,
  compileSavedQuery,
  type CubeQuery,
  type LoadResult,
  type SavedQueryFields,
} from "@quarry/cube";
import type { Db } from "@quarry/db";
import { LRUCache } from "lru-cache";
import { ApiError } from "../errors.js";
import { catalogueChanges, catalogueFromMeta, valueMembers, type CatalogueChanges } from "./catalogue-sync.js";
import { getCatalogue, putCatalogue } from "./catalogue.js";
import { findConnection, openConnection, resolveConnection } from "./connections.js";
import type { SecretBox } from "./secret-box.js";

/** How the API reaches its clients' Cubes (`createApp`'s `cube`). */
export interface CubeSettings {
  secrets: SecretBox;
  /** Bound on each HTTP call to Cube. */
  requestTimeoutMs: number;
  /** Bound on a load, "Continue wait" included. */
  loadWaitMs: number;
  /** How long rows stay in the per-client cache; 0: no cache. */
  cacheSeconds: number;
  /**
   * Hosts a connection may point at (`cube.example.com`, or `.example.com` for its subdomains); any host when
   * absent. Tenants choose the URLs the API calls, so a deployment facing untrusted tenants should set this.
   */
  allowedHosts?: readonly string[] | undefined;
}

export interface QueryData {
  connectionId: string;
  query: ContractCubeQuery;
  data: Record<string, unknown>[];
  annotation: LoadResult["annotation"];
  cached: boolean;
  loadedAt: string;
}

type Loaded = Omit<QueryData, "cached">;

/** Rows by client, connection and query; at most this many answers, and this many bytes, in memory. */
const CACHE_ENTRIES = 1_000;
const CACHE_BYTES = 64 * 1024 * 1024;

/** Runs, checks and tests queries against clients' Cubes; holds the short-lived cache of rows. */
export class CubeQueries {
  private readonly cache: LRUCache<string, Loaded> | undefined;

  constructor(
    private readonly db: Db,
    private readonly settings: CubeSettings,
  ) {
    this.cache =
      settings.cacheSeconds > 0
        ? new LRUCache<string, Loaded>({
            max: CACHE_ENTRIES,
            maxSize: CACHE_BYTES,
            sizeCalculation: (value) => JSON.stringify(value.data).length + 1_000,
            ttl: settings.cacheSeconds * 1_000,
          })
        : undefined;
  }

  /** Whether Cube answers with the connection's credentials: a result, whatever Cube says. */
  async test(clientId: string, id: string): Promise<{ ok: boolean; message: string; cubes: number | null }> {
    const row = await findConnection(this.db, clientId, id);
    const client = await this.client(row);
    try {
      const meta = await client.meta();
      return { ok: true, message: `Cube answered: ${meta.cubes.length} cubes and views`, cubes: meta.cubes.length };
    } catch (error) {
      if (!(error instanceof CubeError)) throw error;
      const message = error.kind === "unauthorized" ? `Cube refused the credentials (${error.message})` : error.message;
      return { ok: false, message, cubes: null };
    }
  }

  /**
   * The connection's model becomes the client's catalogue (`catalogue-sync.ts`), with the distinct values of its
   * string dimensions that have at most `VALUES_PER_MEMBER` of them (at most `VALUE_MEMBERS` dimensions, a few at a
   * time); notes and the values of other members are kept.
   */
  async syncCatalogue(
    clientId: string,
    id: string,
  ): Promise<CatalogueChanges & { values: { members: string[]; skipped: string[] } }> {
    const row = await findConnection(this.db, clientId, id);
    const client = await this.client(row);
    const meta = await client.meta().catch((error: unknown) => rethrow(error, row.id));
    const cubes = catalogueFromMeta(meta);
    const candidates = valueMembers(cubes).slice(0, VALUE_MEMBERS);
    const fetched = new Map<string, string[] | null>();
    for (let start = 0; start < candidates.length; start += VALUE_CONCURRENCY) {
      const batch = candidates.slice(start, start + VALUE_CONCURRENCY);
      const lists = await Promise.all(
        batch.map((member) =>
          distinctValues(client, member, VALUES_PER_MEMBER + 1).catch((error: unknown) => {
            if (error instanceof CubeError && error.kind === "rejected") return [];
            return rethrow(error, row.id);
          }),
        ),
      );
      batch.forEach((member, index) =>
        fetched.set(member, lists[index]!.length > VALUES_PER_MEMBER ? null : lists[index]!),
      );
    }
    const before = await getCatalogue(this.db, clientId);
    const values: ValueDictionary = { ...before.values };
    for (const [member, list] of fetched) {
      if (list) values[member] = list.filter((value) => value.length <= MAX_VALUE_LENGTH);
      else delete values[member];
    }
    await putCatalogue(this.db, clientId, { cubes, values, notes: before.notes });
    const listed = [...fetched].filter(([, list]) => list).map(([member]) => member);
    const skipped = [...fetched].filter(([, list]) => !list).map(([member]) => member);
    return { ...catalogueChanges(before.cubes, cubes), values: { members: listed.sort(), skipped: skipped.sort() } };
  }

  /** Distinct values of one dimension through the connection's Cube. */
  async memberValues(
    clientId: string,
    id: string,
    { member, search, limit }: { member: string; search?: string | undefined; limit: number },
  ): Promise<string[]> {
    const row = await findConnection(this.db, clientId, id);
    const client = await this.client(row);
    return distinctValues(client, member, limit, search).catch((error: unknown) => rethrow(error, row.id));
  }

  /**
   * Saving with `validate=true`: the saved query compiles, and Cube's dry run through its connection (the one named,
   * else the client's only one) accepts it; otherwise a 400 that says why, and nothing is saved.
   */
  async checkSavedQuery(
    clientId: string,
    connectionId: string | null | undefined,
    fields: SavedQueryFields,
  ): Promise<void> {
    const compiled = compileOrThrow(fields);
    const row = await resolveConnection(this.db, clientId, connectionId);
    const client = await this.client(row);
    await client.dryRun(compiled).catch((error: unknown) => {
      if (error instanceof CubeError && error.kind === "rejected") {
        throw new ApiError("query_rejected", `Cube refused the saved query: ${error.message}`);
      }
      return rethrow(error, row.id);
    });
  }

  /**
   * An assistant answer checked with Cube's dry run (`validate=true`) through the client's only connection: a query
   * Cube refuses keeps its shape but loses its confidence (at most 0.3), and the explanation says why.
   */
  async checkAnswer(clientId: string, answer: Answer): Promise<Answer> {
    if (!answer.query) return answer;
    const row = await resolveConnection(this.db, clientId, null);
    const client = await this.client(row);
    try {
      await client.dryRun(answer.query as CubeQuery);
      return answer;
    } catch (error) {
      if (!(error instanceof CubeError && error.kind === "rejected")) return rethrow(error, row.id);
      return {
        ...answer,
        confidence: Math.min(answer.confidence, REFUSED_CONFIDENCE),
        explanation: `${answer.explanation} Cube refused this query: ${error.message}`,
      };
    }
  }

  /** Runs a saved query through its connection (or the client's only one), compiled from its fields. */
  async savedQueryData(clientId: string, id: string, refresh: boolean): Promise<QueryData> {
    const saved = await this.db.savedQuery.findFirst({
      where: { clientId, id, deletedAt: null },
      select: { query: true, connectionId: true },
    });
    if (!saved)
      throw new ApiError("not_found", `Saved query "${id}" was not found`, [{ path: "id", issue: "does not exist" }]);
    return this.run(clientId, saved.connectionId, compileOrThrow(saved.query as SavedQueryFields), refresh);
  }

  /** Runs a Cube query through the named connection (or the client's only one). */
  async run(
    clientId: string,
    connectionId: string | null | undefined,
    query: CubeQuery,
    refresh = false,
  ): Promise<QueryData> {
    const row = await resolveConnection(this.db, clientId, connectionId);
    const key = cacheKey(clientId, row.id, row.updatedAt, query);
    const hit = refresh ? undefined : this.cache?.get(key);
    if (hit) return { ...hit, cached: true };
    const client = await this.client(row);
    const result = await client.load(query).catch((error: unknown) => rethrow(error, row.id));
    const loaded: Loaded = {
      connectionId: row.id,
      query: query as ContractCubeQuery,
      data: result.data,
      annotation: result.annotation,
      loadedAt: new Date().toISOString(),
    };
    this.cache?.set(key, loaded);
    return { ...loaded, cached: false };
  }

  /** Cube's dry run: a query it refuses is a result with its message, not an error. */
  async validate(
    clientId: string,
    connectionId: string | null | undefined,
    query: CubeQuery,
  ): Promise<{ valid: boolean; message: string | null; normalizedQuery: Record<string, unknown> | null }> {
    const row = await resolveConnection(this.db, clientId, connectionId);
    const client = await this.client(row);
    try {
      const checked = await client.dryRun(query);
      const normalizedQuery = (checked.normalizedQueries?.[0] ?? null) as Record<string, unknown> | null;
      return { valid: true, message: null, normalizedQuery };
    } catch (error) {
      if (error instanceof CubeError && error.kind === "rejected") {
        return { valid: false, message: error.message, normalizedQuery: null };
      }
      return rethrow(error, row.id);
    }
  }

  private async client(row: Parameters<typeof openConnection>[2]): Promise<CubeClient> {
    const connection = await openConnection(this.db, this.settings.secrets, row);
    return new CubeClient(connection, {
      requestTimeoutMs: this.settings.requestTimeoutMs,
      loadWaitMs: this.settings.loadWaitMs,
    });
  }
}

const REFUSED_CONFIDENCE = 0.3;

/** A saved query's fields compiled to the Cube query its data runs; a 400 naming the fields that cannot be. */
export function compileOrThrow(fields: SavedQueryFields): CubeQuery {
  const compiled = compileSavedQuery(fields);
  if (compiled.ok) return compiled.query;
  throw new ApiError(
    "validation_failed",
    "The saved query cannot be run as it is",
    compiled.issues.map(({ path, issue }) => ({ path: `savedQuery.${path}`, issue })),
  );
}

const VALUES_PER_MEMBER = 500;
const VALUE_MEMBERS = 200;
const VALUE_CONCURRENCY = 4;

async function distinctValues(client: CubeClient, member: string, limit: number, search?: string): Promise<string[]> {
  const { data } = await client.load({
    dimensions: [member],
    ...(search ? { filters: [{ member, operator: "contains", values: [search] }] } : {}),
    order: { [member]: "asc" },
    limit,
  });
  return data
    .map((row) => row[member])
    .filter((value) => value !== null && value !== undefined)
    .map(String);
}

/** A value dictionary holds values of at most this length (the contract's bound); longer ones are free text. */
const MAX_VALUE_LENGTH = 500;

/** A connection changed (`updatedAt`) is a new key: its old rows are never served. */
function cacheKey(clientId: string, connectionId: string, updatedAt: Date, query: CubeQuery): string {
  const digest = createHash("sha256").update(JSON.stringify(query)).digest("base64url");
  return `${clientId}\u0000${connectionId}\u0000${updatedAt.getTime()}\u0000${digest}`;
}

/** A failure of Cube in the one error shape: what the client can act on, with Cube's own words. */
function rethrow(error: unknown, connectionId: string): never {
  if (!(error instanceof CubeError)) throw error;
  switch (error.kind) {
    case "rejected":
      throw new ApiError("query_rejected", error.message);
    case "unauthorized":
      throw new ApiError(
        "upstream_unavailable",
        `Cube refused the credentials of connection "${connectionId}" (${error.message}): update its apiSecret or token`,
      );
    case "timeout":
      throw new ApiError("upstream_timeout", error.message);
    default:
      throw new ApiError("upstream_unavailable", error.message);
  }
}
