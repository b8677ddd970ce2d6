import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { ApiError } from "../errors.js";

/**
 * Connection secrets at rest: AES-256-GCM (Node's crypto; authenticated, so a changed byte fails to open), a fresh
 * 12-byte IV per seal, and the connection's own identity (client and id) as associated data, so a sealed secret
 * copied onto another row does not open there. The sealed form names the key that sealed it, so keys can rotate:
 * put a new key first in QUARRY_SECRET_KEYS and keep the old ones after it; secrets sealed with an old key still
 * open, and are sealed again with the first key the next time they are used (README: "Rotating the secret key").
 */
export interface SecretKey {
  id: string;
  key: Buffer;
}

/** Used only where NODE_ENV is not "production" and QUARRY_SECRET_KEYS is unset, so development needs no setup. */
export const DEVELOPMENT_KEY: SecretKey = {
  id: "dev",
  key: createHash("sha256").update("quarry development key: not secret, never for production").digest(),
};

/** Without keys (production with QUARRY_SECRET_KEYS unset) connections cannot be stored or used: a clear 503. */
export class SecretBox {
  constructor(private readonly keys: readonly SecretKey[]) {}

  private current(): SecretKey {
    const key = this.keys[0];
    if (!key)
      throw new ApiError("unavailable", "Connections are not configured on this server: set QUARRY_SECRET_KEYS");
    return key;
  }

  /** `<key id>.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string, context: string): string {
    const { id, key } = this.current();
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(context));
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [id, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  /** The secret, or an error naming the missing key (never the secret or the key). */
  open(sealed: string, context: string): string {
    this.current();
    const [id, iv, tag, data] = sealed.split(".");
    const entry = this.keys.find((candidate) => candidate.id === id);
    if (!entry || !iv || !tag || data === undefined) {
      throw new Error(`the secret was sealed with key "${id}", which QUARRY_SECRET_KEYS does not hold`);
    }
    const decipher = createDecipheriv("aes-256-gcm", entry.key, Buffer.from(iv, "base64url"))
      .setAAD(Buffer.from(context))
      .setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  }

  /** Sealed with a key other than the current (first) one. */
  isStale(sealed: string): boolean {
    return !sealed.startsWith(`${this.current().id}.`);
  }
}
