import { isDeepStrictEqual } from "node:util";
import type { Catalogue, Cube, ValueDictionary } from "@quarry/contract";
import type { Prisma, Db } from "@quarry/db";

export interface StoredCatalogue extends Catalogue {
  /** Changes on every write; lets callers cache anything derived from the catalogue. */
  version: number;
}

const EMPTY: StoredCatalogue = { type: "cube", cubes: [], values: {}, notes: [], version: 0 };

export async function getCatalogue(db: Db, clientId: string): Promise<StoredCatalogue> {
  const row = await db.catalogue.findUnique({ where: { clientId } });
  if (!row) return EMPTY;
  return {
    type: "cube",
    cubes: row.cubes as Cube[],
    values: row.values as ValueDictionary,
    notes: row.notes as string[],
    version: row.version,
  };
}

export interface CatalogueInput {
  cubes: Cube[];
  values?: ValueDictionary | null;
  notes?: string[] | null;
}

/** Replaces the whole catalogue. */
export async function putCatalogue(db: Db, clientId: string, input: CatalogueInput): Promise<void> {
  const data = {
    type: "cube",
    cubes: input.cubes as Prisma.InputJsonArray,
    values: (input.values ?? {}) as Prisma.InputJsonObject,
    notes: input.notes ?? [],
  };
  await db.catalogue.upsert({
    where: { clientId },
    create: { clientId, ...data },
    update: { ...data, version: { increment: 1 } },
  });
}

/**
 * Upserts cubes by name into the stored catalogue, keeping every other cube, the values and the notes.
 * The row is locked for the read-modify-write so two concurrent requests cannot drop each other's cubes.
 */
export async function upsertCubes(db: Db, clientId: string, cubes: Cube[]): Promise<boolean> {
  if (cubes.length === 0) return false;
  // Clients typically send the same cubes with every question: leave the catalogue (and its version, which
  // keys the engine cache) alone when nothing changes.
  const stored = await db.catalogue.findUnique({ where: { clientId }, select: { cubes: true } });
  if (stored && containsAll(stored.cubes as Cube[], cubes)) return false;
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO catalogues (client_id, type, cubes, "values", notes, version, updated_at)
      VALUES (${clientId}, 'cube', '[]'::json, '{}'::json, '[]'::json, 0, now()) ON CONFLICT (client_id) DO NOTHING`;
    const [row] = await tx.$queryRaw<{ cubes: Cube[] }[]>`
      SELECT cubes FROM catalogues WHERE client_id = ${clientId} FOR UPDATE`;
    const byName = new Map((row?.cubes ?? []).map((cube) => [cube.name, cube]));
    for (const cube of cubes) byName.set(cube.name, cube);
    await tx.catalogue.update({
      where: { clientId },
      data: { cubes: [...byName.values()] as Prisma.InputJsonArray, version: { increment: 1 } },
    });
  });
  return true;
}

/** Every incoming cube is stored exactly as sent. */
export function containsAll(stored: Cube[], incoming: Cube[]): boolean {
  const byName = new Map(stored.map((cube) => [cube.name, cube]));
  return incoming.every((cube) => isDeepStrictEqual(byName.get(cube.name), cube));
}
