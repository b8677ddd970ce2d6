import { generateSchema } from "@anatine/zod-openapi";
import type { ZodTypeAny } from "zod";

/** A JSON Schema object as OpenAPI 3.0 writes it; only its own keywords are looked at here. */
type SchemaNode = Record<string, unknown>;

const REF_PREFIX = "#/components/schemas/";
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/**
 * ts-rest 3.52 inlines every schema, so the same record appears in full under every operation that uses it. This
 * names the given zod schemas instead: each is converted with the converter ts-rest itself uses
 * (`@anatine/zod-openapi`), and every subtree of the document that is structurally equal to one becomes a `$ref`
 * to it (a nullable copy becomes a nullable `allOf` of the `$ref`). Components that no operation reaches are left
 * out. Nothing here knows about particular routes.
 *
 * It also writes zod unions as `anyOf`: the converter emits `oneOf`, which rejects a value matching two branches,
 * while a zod union accepts it.
 */
export function withComponentSchemas<Document extends { paths: object; components?: object }>(
  document: Document,
  named: Readonly<Record<string, ZodTypeAny>>,
): Document {
  const shapes = new ShapeIndex();
  const definitions = new Map<string, SchemaNode>();
  for (const [name, zodSchema] of Object.entries(named)) {
    // Responses are converted as zod's output, bodies and parameters as its input; the two differ only when the
    // schema transforms or defaults values, and then the input form gets a name of its own.
    const output = generateSchema(zodSchema, true) as SchemaNode;
    const input = generateSchema(zodSchema, false) as SchemaNode;
    shapes.add(name, output);
    definitions.set(name, output);
    if (canonicalJson(input) !== canonicalJson(output)) {
      shapes.add(`${name}Input`, input);
      definitions.set(`${name}Input`, input);
    }
  }

  const paths = mapOperationSchemas(document.paths, (schema) => shapes.rewrite(schema));
  const components = new Map([...definitions].map(([name, schema]) => [name, shapes.rewrite(schema, name)]));
  const reached = reachableComponents(paths, components);
  const existing = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  return {
    ...document,
    paths,
    components: {
      ...existing,
      schemas: {
        ...existing.schemas,
        ...Object.fromEntries([...components].filter(([name]) => reached.has(name))),
      },
    },
  };
}

class ShapeIndex {
  private readonly nameByShape = new Map<string, string>();

  add(name: string, schema: SchemaNode): void {
    const shape = canonicalJson(schema);
    const taken = this.nameByShape.get(shape);
    if (taken) throw new Error(`OpenAPI components ${taken} and ${name} have the same shape; name only one of them`);
    this.nameByShape.set(shape, name);
  }

  /** The schema with every named subtree replaced by a `$ref`; `definingName` is not matched at the root. */
  rewrite(schema: unknown, definingName?: string): unknown {
    if (!isObject(schema)) return schema;
    if (definingName === undefined) {
      const reference = this.referenceTo(schema);
      if (reference) return reference;
    }
    const result: SchemaNode = { ...schema };
    for (const keyword of ["items", "not", "additionalProperties"]) {
      if (isObject(result[keyword])) result[keyword] = this.rewrite(result[keyword]);
    }
    if (isObject(result.properties)) {
      result.properties = Object.fromEntries(
        Object.entries(result.properties).map(([property, child]) => [property, this.rewrite(child)]),
      );
    }
    for (const keyword of ["allOf", "anyOf", "oneOf"]) {
      if (Array.isArray(result[keyword]))
        result[keyword] = (result[keyword] as unknown[]).map((child) => this.rewrite(child));
    }
    if (result.oneOf) {
      result.anyOf = result.oneOf;
      delete result.oneOf;
    }
    return result;
  }

  private referenceTo(schema: SchemaNode): SchemaNode | null {
    const name = this.nameByShape.get(canonicalJson(schema));
    if (name) return { $ref: REF_PREFIX + name };
    if (schema.nullable === true) {
      const { nullable: _nullable, ...nonNullable } = schema;
      const nullableOf = this.nameByShape.get(canonicalJson(nonNullable));
      // OpenAPI 3.0 ignores siblings of `$ref`, so nullability goes on a wrapping `allOf`.
      if (nullableOf) return { nullable: true, allOf: [{ $ref: REF_PREFIX + nullableOf }] };
    }
    return null;
  }
}

/** Applies `rewrite` to every schema an operation holds: parameters', request bodies' and responses'. */
function mapOperationSchemas<Paths>(paths: Paths, rewrite: (schema: unknown) => unknown): Paths {
  const mapContent = (content: unknown) =>
    isObject(content)
      ? Object.fromEntries(
          Object.entries(content).map(([type, media]) => [
            type,
            isObject(media) ? { ...media, schema: rewrite(media.schema) } : media,
          ]),
        )
      : content;
  const mapOperation = (operation: SchemaNode): SchemaNode => ({
    ...operation,
    ...(Array.isArray(operation.parameters) && {
      parameters: operation.parameters.map((parameter: unknown) =>
        isObject(parameter) && parameter.schema ? { ...parameter, schema: rewrite(parameter.schema) } : parameter,
      ),
    }),
    ...(isObject(operation.requestBody) && {
      requestBody: { ...operation.requestBody, content: mapContent(operation.requestBody.content) },
    }),
    ...(isObject(operation.responses) && {
      responses: Object.fromEntries(
        Object.entries(operation.responses).map(([status, response]) => [
          status,
          isObject(response) && response.content ? { ...response, content: mapContent(response.content) } : response,
        ]),
      ),
    }),
  });
  return Object.fromEntries(
    Object.entries(paths as Record<string, SchemaNode>).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          HTTP_METHODS.includes(method) && isObject(operation) ? mapOperation(operation) : operation,
        ]),
      ),
    ]),
  ) as Paths;
}

/** Names of the components the paths refer to, directly or through other components. */
function reachableComponents(paths: unknown, components: ReadonlyMap<string, unknown>): Set<string> {
  const reached = new Set<string>();
  const pending = referencedNames(paths);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...referencedNames(components.get(name)));
  }
  return reached;
}

function referencedNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedNames);
  if (!isObject(value)) return [];
  if (typeof value.$ref === "string" && value.$ref.startsWith(REF_PREFIX)) return [value.$ref.slice(REF_PREFIX.length)];
  return Object.values(value).flatMap(referencedNames);
}

/** JSON with object keys sorted, so equal structures compare equal whatever order the converter wrote keys in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isObject(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

function isObject(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
