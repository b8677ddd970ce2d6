/** The `If-Match` header of a change that applies only to the version it was based on (else 412). */
export type IfMatchHeader = { "if-match": string };

/**
 * `headers: ifMatch(record)` on a PATCH, DELETE or restore of a saved query: the change is refused with a 412
 * `precondition_failed` when someone changed the record since. Takes the record (its `version`), the version
 * number, or a plain client's response to a read (its `ETag` header).
 */
export function ifMatch(basedOn: number | { version: number } | { headers: Headers }): IfMatchHeader {
  if (typeof basedOn === "number") return { "if-match": `"${basedOn}"` };
  if ("version" in basedOn) return { "if-match": `"${basedOn.version}"` };
  const etag = basedOn.headers.get("etag");
  if (etag === null) throw new TypeError("ifMatch: the response has no ETag header");
  return { "if-match": etag };
}
