import { ApiError } from "../errors.js";

/**
 * Keyset pagination shared by every list: a cursor is the sort key of the last item of a page, as an opaque
 * base64url JSON array. Because it names a position in the order rather than an offset, items inserted while a
 * client pages never make it see one twice or miss one that was there when it started.
 */
export interface Page<Item> {
  result: Item[];
  nextCursor: string | null;
}

export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** Reads a cursor back; `parse` returns the key when the values have the expected shape. Anything else is a 400. */
export function decodeCursor<Key>(cursor: string, parse: (values: unknown[]) => Key | undefined): Key {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const key = Array.isArray(values) ? parse(values) : undefined;
    if (key !== undefined) return key;
  } catch {
    // fall through to the 400 below
  }
  throw new ApiError("validation_failed", "The request is invalid", [
    { path: "cursor", issue: "is not a cursor returned by this API" },
  ]);
}

/** A valid date from a cursor value, else undefined. */
export function cursorDate(value: unknown): Date | undefined {
  if (typeof value !== "string") return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Given up to `limit + 1` rows in order, the page of `limit` and the cursor after its last row (if more follow). */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => readonly unknown[],
  toItem: (row: Row) => Item,
): Page<Item> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    result: page.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}
