import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "@quarry/db";
import { CredentialCache, type CachedKey } from "./credential-cache.js";

/**
 * API keys look like `quarry_<id>_<secret>`. The id is public (it becomes `createdById` on records); only a sha256
 * of the secret is stored, and it is compared in constant time.
 */
const KEY_PATTERN = /^quarry_([0-9a-f]{16})_([0-9a-f]{64})$/;

/** Client ids name tenants in headers, logs and URLs, so they stay short and plain. */
const CLIENT_ID = /^[A-Za-z0-9][A-Za-z0-9_.:@-]{0,127}$/;
export const CLIENT_ID_RULE = "1 to 128 letters, digits or _ . : @ -, starting with a letter or digit";

export function isValidClientId(clientId: string): boolean {
  return CLIENT_ID.test(clientId);
}

/** How stale `lastUsedAt` may get: one write per key per minute per process, not one per request. */
const LAST_USED_RESOLUTION_MS = 60_000;
const lastUsedWrites = new Map<string, number>();

export interface Principal {
  clientId: string;
  keyId: string;
}

export interface CreatedApiKey {
  keyId: string;
  apiKey: string;
}

export async function createApiKey(db: Db, clientId: string): Promise<CreatedApiKey> {
  if (!isValidClientId(clientId)) throw new Error(`invalid client id: it must be ${CLIENT_ID_RULE}`);
  const keyId = randomBytes(8).toString("hex");
  const secret = randomBytes(32).toString("hex");
  await db.apiKey.create({ data: { id: keyId, clientId, secretHash: hashSecret(secret) } });
  return { keyId, apiKey: `quarry_${keyId}_${secret}` };
}

/**
 * Returns false when no such key exists or it was already revoked. When it returns true, every API process has
 * been told (see `CredentialCache.whenHeard`): a request sent after this answers 401 wherever it lands.
 */
export async function revokeApiKey(db: Db, keyId: string): Promise<boolean> {
  const announcement = CredentialCache.whenHeard(keyId);
  const { count } = await db.apiKey.updateMany({
    where: { id: keyId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  CredentialCache.forgetInThisProcess(keyId);
  if (count > 0) await announcement.heard;
  else announcement.cancel();
  return count > 0;
}

const KEY_FIELDS = { id: true, clientId: true, secretHash: true, revokedAt: true } as const;

/**
 * The key's principal, or null when the key is unknown, revoked, malformed or belongs to another client. With a
 * cache, a key checked recently costs no database round trip (its revocation still applies at once).
 */
export async function authenticate(
  db: Db,
  apiKey: string,
  clientId: string,
  cache?: CredentialCache,
): Promise<Principal | null> {
  const parsed = KEY_PATTERN.exec(apiKey);
  const keyId = parsed?.[1];
  const load = (): Promise<CachedKey | null> => db.apiKey.findUnique({ where: { id: keyId }, select: KEY_FIELDS });
  const stored = keyId ? await (cache ? cache.lookup(keyId, load) : load()) : null;
  // Compare even when nothing was found, so timing says nothing about which part was wrong.
  const expected = Buffer.from(stored?.secretHash ?? "0".repeat(64), "hex");
  const actual = Buffer.from(hashSecret(parsed?.[2] ?? ""), "hex");
  const secretMatches = timingSafeEqual(expected, actual);
  if (!stored || !secretMatches || stored.revokedAt !== null || stored.clientId !== clientId) return null;
  recordUse(db, stored.id);
  return { clientId, keyId: stored.id };
}

/** Best effort and off the request's path: a failed write only leaves `lastUsedAt` a little older. */
function recordUse(db: Db, keyId: string): void {
  const now = Date.now();
  if (now - (lastUsedWrites.get(keyId) ?? 0) < LAST_USED_RESOLUTION_MS) return;
  lastUsedWrites.set(keyId, now);
  db.apiKey.update({ where: { id: keyId }, data: { lastUsedAt: new Date(now) } }).catch(() => {});
}

export async function listApiKeys(db: Db, clientId?: string) {
  return db.apiKey.findMany({
    where: clientId ? { clientId } : {},
    select: { id: true, clientId: true, createdAt: true, lastUsedAt: true, revokedAt: true },
    orderBy: [{ clientId: "asc" }, { createdAt: "asc" }],
  });
}

function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
