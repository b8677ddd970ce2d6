import { randomUUID } from "node:crypto";
import type { Connection, CreateConnectionBody, ListConnectionsQuery, UpdateConnectionBody } from "@quarry/contract";
import { type Prisma, type Db, type Connection as ConnectionRow } from "@quarry/db";
import type { CubeConnection } from "@quarry/cube";
import { ApiError, notFound } from "../errors.js";
import { isPrismaError } from "./folders.js";
import { cursorDate, decodeCursor, toPage, type Page } from "./keyset.js";
import type { SecretBox } from "./secret-box.js";

/** The secret of a connection: what `SecretBox` seals, and which kind it is. */
type Secret = { kind: "apiSecret" | "token"; value: string };

const sealContext = (clientId: string, id: string) => `connection:${clientId}/${id}`;

function secretOf(input: { apiSecret?: string | undefined; token?: string | undefined }): Secret | undefined {
  if (input.apiSecret !== undefined) return { kind: "apiSecret", value: input.apiSecret };
  if (input.token !== undefined) return { kind: "token", value: input.token };
  return undefined;
}

/** A 400 unless `url`'s host is allowed (`CubeSettings.allowedHosts`; any host when there is no list). */
export function assertAllowedHost(url: string, allowedHosts: readonly string[] | undefined): void {
  if (!allowedHosts) return;
  const host = new URL(url).hostname.toLowerCase();
  const allowed = allowedHosts.some((entry) => (entry.startsWith(".") ? host.endsWith(entry) : host === entry));
  if (allowed) return;
  throw new ApiError("validation_failed", "The request is invalid", [
    { path: "connection.url", issue: `names a host this server may not call (allowed: ${allowedHosts.join(", ")})` },
  ]);
}

export function toConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    type: "cube",
    name: row.name,
    url: row.url,
    apiSecretSet: row.secretKind === "apiSecret",
    tokenSet: row.secretKind === "token",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stores a connection with its secret sealed. The same id with the same content is an idempotent retry. */
export async function createConnection(
  db: Db,
  box: SecretBox,
  clientId: string,
  { connection }: CreateConnectionBody,
): Promise<Connection> {
  const id = connection.id ?? randomUUID();
  const secret = secretOf(connection)!;
  try {
    const row = await db.connection.create({
      data: {
        clientId,
        id,
        type: connection.type,
        name: connection.name,
        url: connection.url,
        secretKind: secret.kind,
        secretSealed: box.seal(secret.value, sealContext(clientId, id)),
      },
    });
    return toConnection(row);
  } catch (error) {
    if (!isPrismaError(error, "P2002")) throw error;
  }
  const existing = await findConnection(db, clientId, id, "connection.id");
  const same =
    existing.name === connection.name &&
    existing.url === connection.url &&
    existing.secretKind === secret.kind &&
    openSecret(box, existing) === secret.value;
  if (same) return toConnection(existing);
  throw new ApiError("conflict", `A connection with id "${id}" already exists with different content`, [
    { path: "connection.id", issue: "already used by another connection" },
  ]);
}

interface ConnectionCursor {
  createdAt: Date;
  id: string;
}

/** Oldest first, a page at a time (keyset pagination, `keyset.ts`). */
export async function listConnections(
  db: Db,
  clientId: string,
  query: ListConnectionsQuery,
): Promise<Page<Connection>> {
  const after = query.cursor
    ? decodeCursor<ConnectionCursor>(query.cursor, ([createdAt, id]) => {
        const date = cursorDate(createdAt);
        return date && typeof id === "string" ? { createdAt: date, id } : undefined;
      })
    : null;
  const rows = await db.connection.findMany({
    where: {
      clientId,
      ...(after
        ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
        : {}),
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: query.limit + 1,
  });
  return toPage(rows, query.limit, (row) => [row.createdAt.toISOString(), row.id], toConnection);
}

/** The client's connection, or a 404 naming `path`: another client's connection is indistinguishable from none. */
export async function findConnection(
  db: Db | Prisma.TransactionClient,
  clientId: string,
  id: string,
  path = "id",
): Promise<ConnectionRow> {
  const row = await db.connection.findUnique({ where: { clientId_id: { clientId, id } } });
  if (!row) throw notFound(`Connection "${id}"`, path);
  return row;
}

export async function updateConnection(
  db: Db,
  box: SecretBox,
  clientId: string,
  id: string,
  { connection: changes }: UpdateConnectionBody,
): Promise<Connection> {
  const secret = secretOf(changes);
  const data: Prisma.ConnectionUpdateInput = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.url !== undefined ? { url: changes.url } : {}),
    ...(secret ? { secretKind: secret.kind, secretSealed: box.seal(secret.value, sealContext(clientId, id)) } : {}),
  };
  try {
    return toConnection(await db.connection.update({ where: { clientId_id: { clientId, id } }, data }));
  } catch (error) {
    if (isPrismaError(error, "P2025")) throw notFound(`Connection "${id}"`, "id");
    throw error;
  }
}

/** Deletes the connection; saved queries that named it name none any more, in the same transaction. */
export async function deleteConnection(db: Db, clientId: string, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const deleted = await tx.connection.deleteMany({ where: { clientId, id } });
    if (deleted.count === 0) throw notFound(`Connection "${id}"`, "id");
    await tx.savedQuery.updateMany({ where: { clientId, connectionId: id }, data: { connectionId: null } });
  });
}

function openSecret(box: SecretBox, row: ConnectionRow): string {
  try {
    return box.open(row.secretSealed, sealContext(row.clientId, row.id));
  } catch (error) {
    throw new ApiError(
      "unavailable",
      `The secret of connection "${row.id}" cannot be opened: ${(error as Error).message.split(":")[0]}; ` +
        "check QUARRY_SECRET_KEYS, or set the connection's apiSecret or token again",
    );
  }
}

/**
 * What the Cube client needs to call the connection's Cube. A secret sealed with an older key is sealed again with
 * the current one on the way (key rotation, `secret-box.ts`).
 */
export async function openConnection(db: Db, box: SecretBox, row: ConnectionRow): Promise<CubeConnection> {
  const value = openSecret(box, row);
  if (box.isStale(row.secretSealed)) {
    await db.connection.updateMany({
      where: { clientId: row.clientId, id: row.id, secretSealed: row.secretSealed },
      data: { secretSealed: box.seal(value, sealContext(row.clientId, row.id)), updatedAt: row.updatedAt },
    });
  }
  return { url: row.url, credentials: row.secretKind === "token" ? { token: value } : { apiSecret: value } };
}

/**
 * The connection a query runs through: the one named, else the client's only one. No connection, or several and
 * none named, is a 400 that says what to do.
 */
export async function resolveConnection(
  db: Db,
  clientId: string,
  named: string | null | undefined,
  path = "connectionId",
): Promise<ConnectionRow> {
  if (named) return findConnection(db, clientId, named, path);
  const rows = await db.connection.findMany({ where: { clientId }, orderBy: { createdAt: "asc" }, take: 2 });
  if (rows.length === 1) return rows[0]!;
  const problem =
    rows.length === 0
      ? {
          message: "the client has none; add one with POST /connections",
          issue: "is required: the client has no connection",
        }
      : {
          message: "the client has several; name one with connectionId",
          issue: "is required: the client has more than one connection",
        };
  throw new ApiError("validation_failed", `No connection to run the query through: ${problem.message}`, [
    { path, issue: problem.issue },
  ]);
}
