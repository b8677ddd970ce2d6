/**
 * Evaluating over HTTP PUTs the dataset's catalogue into the client's tenant, which replaces whatever that client
 * had. This decides, without any I/O, whether that replacement may go ahead without being asked for explicitly.
 */

/** A catalogue as `GET /assistant/catalogue` returns it, or as the evaluation is about to PUT it. */
export interface CatalogueContent {
  cubes?: unknown[] | null;
  values?: Record<string, unknown> | null;
  notes?: unknown[] | null;
}

/**
 * JSON with object keys sorted and null/absent fields dropped, so that what the API hands back after validating
 * and storing a catalogue (key order, `null` for "no title", `dimensions: []` filled in) compares equal to what was sent.
 */
function canonicalJson(value: unknown): string {
  const canonical = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(canonical);
    if (item === null || typeof item !== "object") return item;
    const entries = Object.entries(item as Record<string, unknown>)
      .filter(([, field]) => field !== null && field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, field]) => [key, canonical(field)]));
  };
  return JSON.stringify(canonical(value));
}

function cubeJson(cube: unknown): string {
  const fields = (cube ?? {}) as Record<string, unknown>;
  return canonicalJson({ ...fields, measures: fields.measures ?? [], dimensions: fields.dimensions ?? [] });
}

/** Cubes as a set (the API may keep them in another order), notes in order, values by member. */
function sameCatalogue(a: CatalogueContent, b: CatalogueContent): boolean {
  const cubes = (catalogue: CatalogueContent) => (catalogue.cubes ?? []).map(cubeJson).sort();
  return (
    JSON.stringify(cubes(a)) === JSON.stringify(cubes(b)) &&
    canonicalJson(a.notes ?? []) === canonicalJson(b.notes ?? []) &&
    canonicalJson(a.values ?? {}) === canonicalJson(b.values ?? {})
  );
}

function describeContent(catalogue: CatalogueContent): string {
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  const parts = [count((catalogue.cubes ?? []).length, "cube")];
  const notes = (catalogue.notes ?? []).length;
  const valueMembers = Object.keys(catalogue.values ?? {}).length;
  if (notes) parts.push(count(notes, "note"));
  if (valueMembers) parts.push(`values for ${count(valueMembers, "member")}`);
  return parts.join(", ");
}

/**
 * Undefined when the PUT loses nothing: the client's catalogue is empty, or it already is `planned` (a re-run on a
 * client kept for evaluations). Otherwise a one-line reason to refuse, naming the way out.
 */
export function catalogueReplacementRefusal(
  clientId: string,
  stored: CatalogueContent,
  planned: CatalogueContent,
): string | undefined {
  const empty =
    (stored.cubes ?? []).length === 0 &&
    (stored.notes ?? []).length === 0 &&
    Object.keys(stored.values ?? {}).length === 0;
  if (empty || sameCatalogue(stored, planned)) return undefined;
  return (
    `client "${clientId}" already has a different catalogue (${describeContent(stored)}) that evaluating would replace; ` +
    `use a client id kept for evaluations (pnpm api-key create eval) or pass --replace-catalogue`
  );
}
