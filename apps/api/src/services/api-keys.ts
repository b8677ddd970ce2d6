import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "@quarry/db";

/**
 * API keys look like `quarry_<id>_<secret>`. The id is public (it becomes `createdById` on records); only a sha256
 * of the secret is stored, and it is compared in constant time.
 */
const KEY_PATTERN = /^quarry_([0-9a-f]{16})_([0-9a-f]{64})$/;

export interface Principal {
  clientId: string;
  keyId: string;
}

export interface CreatedApiKey {
  keyId: string;
  apiKey: string;
}

export async function createApiKey(db: Db, clientId: string): Promise<CreatedApiKey> {
  const keyId = randomBytes(8).toString("hex");
  const secret = randomBytes(32).toString("hex");
  await db.apiKey.create({ data: { id: keyId, clientId, secretHash: hashSecret(secret) } });
  return { keyId, apiKey: `quarry_${keyId}_${secret}` };
}

/** Returns false when no such key exists or it was already revoked. */
export async function revokeApiKey(db: Db, keyId: string): Promise<boolean> {
  const { count } = await db.apiKey.updateMany({ where: { id: keyId, revokedAt: null }, data: { revokedAt: new Date() } });
  return count > 0;
}

/** The key's principal, or null when the key is unknown, revoked, malformed or belongs to another client. */
export async function authenticate(db: Db, apiKey: string, clientId: string): Promise<Principal | null> {
  const parsed = KEY_PATTERN.exec(apiKey);
  const stored = parsed ? await db.apiKey.findUnique({ where: { id: parsed[1] } }) : null;
  // Compare even when nothing was found, so timing says nothing about which part was wrong.
  const expected = Buffer.from(stored?.secretHash ?? "0".repeat(64), "hex");
  const actual = Buffer.from(hashSecret(parsed?.[2] ?? ""), "hex");
  const secretMatches = timingSafeEqual(expected, actual);
  if (!stored || !secretMatches || stored.revokedAt !== null || stored.clientId !== clientId) return null;
  return { clientId, keyId: stored.id };
}

function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
