import { createHash } from "node:crypto";
import { sqlPool, type Db } from "@quarry/db";

/**
 * The hottest reads (a page of saved queries or folders, one saved query) go to node-postgres directly, and
 * PostgreSQL builds each record's JSON. Through Prisma the same page cost about 1.1 ms of the API's CPU, most of it
 * in result mapping and Date objects; this way about 0.25 ms (measured with `process.cpuUsage` on a page of 50,
 * BENCHMARKS.md). Everything else stays on Prisma: writes, transactions and the rarer reads.
 */

/** A timestamp as `Date.prototype.toISOString` writes it (the columns are `timestamptz(3)`). */
export function isoTimestamp(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const SAVED_QUERY_RECORD_FIELDS = `
  'id', id, 'title', title, 'description', description, 'query', query,
  'createdAt', ${isoTimestamp("created_at")}, 'updatedAt', ${isoTimestamp("updated_at")},
  'folderId', folder_id, 'createdById', created_by_id, 'connectionId', connection_id,
  'order', "order", 'width', width, 'height', height, 'x', x, 'y', y`;

/**
 * A `SavedQueryRecord` (contract) as PostgreSQL JSON. `json`, never `jsonb`: the `query` column is `json` and is
 * embedded byte for byte, keeping the key order it was sent in.
 */
export const SAVED_QUERY_RECORD_JSON = `json_build_object(${SAVED_QUERY_RECORD_FIELDS})`;

/** A `SavedQueryDetail`: the record and its version. */
export const SAVED_QUERY_DETAIL_JSON = `json_build_object(${SAVED_QUERY_RECORD_FIELDS}, 'version', version)`;

/** A `Folder` (contract). */
export const FOLDER_JSON = `json_build_object(
  'id', id, 'title', title, 'description', description, 'parentFolderId', parent_folder_id,
  'createdAt', ${isoTimestamp("created_at")}, 'updatedAt', ${isoTimestamp("updated_at")})`;

const statementNames = new Map<string, string>();

/** A prepared statement per distinct text: PostgreSQL plans it once per connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `quarry_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

export async function selectRows<Row>(db: Db, text: string, values: unknown[]): Promise<Row[]> {
  const { rows } = await sqlPool(db).query({ name: statementName(text), text, values });
  return rows as Row[];
}
