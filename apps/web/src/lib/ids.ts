/**
 * A new record id, chosen here because creating a folder or a report answers only "ok": the app then knows where to
 * go, and a retried create is the idempotent one. `crypto.randomUUID` exists only on HTTPS or localhost pages;
 * `getRandomValues` everywhere.
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
