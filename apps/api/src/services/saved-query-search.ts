import type { ListSavedQueriesQuery, SavedQueryRecord } from "@quarry/contract";
import { Prisma } from "@quarry/db";
import { decodeCursor, encodeCursor, type Page } from "./keyset.js";
import { toRecord, type DbClient } from "./saved-queries.js";

/**
 * The searchable text of a saved query, a stored column PostgreSQL computes on every write: the title weighs A,
 * the description B (so a title match ranks first). Indexed by `saved_queries_search_idx` (GIN); see the migration
 * 20261124002000_saved_query_search_column.
 */
const DOCUMENT = Prisma.sql`search_document`;

/**
 * `GET /saved-queries?search=`: PostgreSQL full-text search (`websearch_to_tsquery`: words, "phrases", or,
 * -excluded) over the client's saved queries, with `folderId` and `deleted` as in the list, most relevant first
 * (`ts_rank`), then by id; keyset-paginated on (rank, id).
 */
export async function searchSavedQueries(
  db: DbClient,
  clientId: string,
  params: ListSavedQueriesQuery & { search: string },
): Promise<Page<SavedQueryRecord>> {
  const after = params.cursor ? decodeCursor(params.cursor, parseSearchCursor) : null;
  const matches = await db.$queryRaw<{ id: string; rank: number }[]>`
    WITH matches AS (
      SELECT id, ts_rank(${DOCUMENT}, search)::float8 AS rank
      FROM saved_queries, websearch_to_tsquery('english'::regconfig, ${params.search}) AS search
      WHERE client_id = ${clientId}
        AND ${DOCUMENT} @@ search
        AND ${params.deleted ? Prisma.sql`deleted_at IS NOT NULL` : Prisma.sql`deleted_at IS NULL`}
        ${params.folderId ? Prisma.sql`AND folder_id = ${params.folderId}` : Prisma.empty}
    )
    SELECT id, rank FROM matches
    ${after ? Prisma.sql`WHERE rank < ${after.rank} OR (rank = ${after.rank} AND id > ${after.id})` : Prisma.empty}
    ORDER BY rank DESC, id ASC
    LIMIT ${params.limit + 1}`;
  const page = matches.slice(0, params.limit);
  const rows = await db.savedQuery.findMany({
    where: { clientId, id: { in: page.map((match) => match.id) } },
    omit: { requestBody: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const last = page.at(-1);
  return {
    result: page.flatMap((match) => {
      const row = byId.get(match.id);
      return row ? [toRecord(row)] : [];
    }),
    nextCursor: matches.length > params.limit && last ? encodeCursor(["search", last.rank, last.id]) : null,
  };
}

/** A search cursor is tagged, so a list cursor given to a search (or the reverse) is a 400, not a wrong page. */
function parseSearchCursor([kind, rank, id]: unknown[]): { rank: number; id: string } | undefined {
  return kind === "search" && typeof rank === "number" && typeof id === "string" ? { rank, id } : undefined;
}
