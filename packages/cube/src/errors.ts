/**
 * Why a call to Cube failed, in the terms a caller acts on:
 * - `rejected`: Cube understood the request and refused the query (an unknown member, a bad filter); its message
 *   says why and is safe to show.
 * - `unauthorized`: Cube refused the credentials (a wrong API secret, an expired or foreign token).
 * - `unavailable`: Cube could not be reached, or answered with a server error or something that is not Cube's JSON.
 * - `timeout`: Cube did not answer in time, or was still computing ("Continue wait") when the wait ran out.
 */
export type CubeErrorKind = "rejected" | "unauthorized" | "unavailable" | "timeout";

export class CubeError extends Error {
  override readonly name = "CubeError";

  constructor(
    readonly kind: CubeErrorKind,
    message: string,
    /** Cube's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Cube's error body is `{error, stack?}`; only the first line of `error` is kept (never a stack trace). */
export function cubeMessage(body: unknown, fallback: string): string {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  const text = typeof error === "string" ? error : fallback;
  return text.split("\n")[0]!.trim().slice(0, 1_000) || fallback;
}
