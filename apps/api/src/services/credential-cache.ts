import { LRUCache } from "lru-cache";
import pg from "pg";
import type { ApiKey } from "@quarry/db";
import type { Logger } from "../logger.js";

/** The channel the `api_keys` trigger announces changed key ids on (see the migration that created it). */
const CHANNEL = "quarry_api_keys";
/** A safety net only: a change is normally forgotten at once through the channel. */
const TTL_MS = 60_000;
const MAX_KEYS = 10_000;
const RECONNECT_MS = 1_000;
/** How long a revocation waits, once its own process has heard the NOTIFY, for the other processes to hear it. */
const ANNOUNCE_GRACE_MS = 50;

export type CachedKey = Pick<ApiKey, "id" | "clientId" | "secretHash" | "revokedAt">;

/**
 * Keys this process checked recently, so that a request costs no database round trip for its credentials.
 * Revocation still takes effect at once in every process: each one LISTENs for the trigger's notifications and
 * forgets a key the moment it changes. While the listening connection is down (the database restarting, say)
 * nothing is cached or served from the cache, since a notification could be missed; it reconnects by itself.
 * Only keys that exist are cached: unknown ids never fill the cache or evict good keys.
 */
export class CredentialCache {
  /** Every cache of this process, so that a change made here is forgotten here at once, without waiting for NOTIFY. */
  private static readonly live = new Set<CredentialCache>();
  private readonly keys = new LRUCache<string, CachedKey>({ max: MAX_KEYS, ttl: TTL_MS });
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  /** Bumped on every notification: a lookup that started before one may not store what it read. */
  private generation = 0;

  private constructor(
    private readonly databaseUrl: string,
    private readonly logger?: Logger,
  ) {}

  static async listen(databaseUrl: string, logger?: Logger): Promise<CredentialCache> {
    const cache = new CredentialCache(databaseUrl, logger);
    await cache.connect().catch(() => cache.reconnectLater());
    CredentialCache.live.add(cache);
    return cache;
  }

  /**
   * Called by this process's own key changes (revocation): its caches forget the key before the change's answer
   * is sent. Other processes hear of it through the trigger's NOTIFY, which arrives a moment later.
   */
  static forgetInThisProcess(keyId: string): void {
    for (const cache of CredentialCache.live) cache.forget(keyId);
  }

  /**
   * Resolves when a listening cache of this process has heard the NOTIFY for `keyId`, plus a grace of
   * ANNOUNCE_GRACE_MS (or after `timeoutMs`; at once if none listens). Every listening connection is told at the
   * same commit, but each PostgreSQL backend forwards it on its own schedule: the grace covers the others, so a
   * request sent after this resolves finds every process told. Call it before the change, await it after.
   */
  static whenHeard(keyId: string, timeoutMs = 1_000): { heard: Promise<void>; cancel(): void } {
    const listening = [...CredentialCache.live].filter((cache) => cache.listening);
    if (listening.length === 0) return { heard: Promise.resolve(), cancel: () => {} };
    let done = () => {};
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), timeoutMs);
      done = () => {
        clearTimeout(timer);
        CredentialCache.waiters.get(keyId)?.delete(afterGrace);
        resolve();
      };
      const afterGrace = () => void setTimeout(done, ANNOUNCE_GRACE_MS);
      const waiting = CredentialCache.waiters.get(keyId) ?? new Set();
      waiting.add(afterGrace);
      CredentialCache.waiters.set(keyId, waiting);
    });
    return { heard, cancel: () => done() };
  }

  private static readonly waiters = new Map<string, Set<() => void>>();

  private forget(keyId: string): void {
    this.generation++;
    this.keys.delete(keyId);
  }

  private heard(keyId: string): void {
    this.forget(keyId);
    const waiting = CredentialCache.waiters.get(keyId);
    CredentialCache.waiters.delete(keyId);
    for (const done of waiting ?? []) done();
  }

  get(keyId: string): CachedKey | undefined {
    return this.listening ? this.keys.get(keyId) : undefined;
  }

  /** Looks a key up through `load` unless cached, and caches what it found if nothing changed meanwhile. */
  async lookup(keyId: string, load: () => Promise<CachedKey | null>): Promise<CachedKey | null> {
    const cached = this.get(keyId);
    if (cached) return cached;
    const generation = this.generation;
    const row = await load();
    if (row && this.listening && generation === this.generation) this.keys.set(keyId, row);
    return row;
  }

  async close(): Promise<void> {
    CredentialCache.live.delete(this);
    this.closed = true;
    this.listening = false;
    await this.client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 2_000 });
    // Until it listens, a failure surfaces through this function's rejection, not as an unhandled 'error'.
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) return void (await client.end().catch(() => {}));
    client.on("notification", (message) => this.heard(message.payload ?? ""));
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    this.client = client;
    // Whatever changed while nobody listened is unknown: start from nothing.
    this.keys.clear();
    this.generation++;
    this.listening = true;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.keys.clear();
    this.generation++;
    client.end().catch(() => {});
    if (!this.closed) {
      this.logger?.warn(
        "lost the database connection that announces key revocations; not caching keys until it is back",
      );
      this.reconnectLater();
    }
  }

  private reconnectLater(): void {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.connect().catch(() => this.reconnectLater());
    }, RECONNECT_MS).unref();
  }
}
