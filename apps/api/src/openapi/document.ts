import {
  AuthHeadersSchema,
  COMPONENT_SCHEMAS,
  contract,
  publicContract,
  SHARED_ERROR_DOCS,
  TAGS,
  type Examples,
  type ResponseDocs,
  type RouteDocs,
} from "@quarry/contract";
import type { AppRoute } from "@ts-rest/core";
import { generateOpenApi } from "@ts-rest/open-api";
import { withComponentSchemas } from "./components.js";
import { REFERENCE_PATHS, REFERENCE_TAG } from "./reference.js";

type Operation = Parameters<NonNullable<NonNullable<Parameters<typeof generateOpenApi>[2]>["operationMapper"]>>[0];
type OperationParameter = NonNullable<Operation["parameters"]>[number];

/** The two credentials, as `apiKey` schemes: clients and the reference page's "Authorize" set them once. */
const SECURITY_SCHEMES = {
  ApiKey: {
    type: "apiKey",
    in: "header",
    name: "X-API-KEY",
    description: "A key issued by `pnpm api-key create <clientId>` (`quarry_<keyId>_<secret>`).",
  },
  ClientId: {
    type: "apiKey",
    in: "header",
    name: "X-CLIENT-ID",
    description: "The client id (tenant) the key was issued for.",
  },
} as const;

/** Lowercase, as Node gives header names and as the contract spells them. */
const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set(Object.keys(AuthHeadersSchema.shape));

const DESCRIPTION = [
  "Saved analytics reports in nested folders, and an assistant that answers plain-English questions with Cube queries.",
  "",
  "Every operation but the probes and this reference needs both credentials, `X-API-KEY` and `X-CLIENT-ID` (use " +
    "**Authorize**). Each client id is a tenant that sees only its own data.",
  "",
  'Every error has one shape: `{"status":"error","error":{"code","message","details":[{"path","issue"}]}}`, where ' +
    "`details` lists every failing field. Each operation lists the statuses it can answer.",
].join("\n");

/**
 * The OpenAPI 3.0 document, generated from the contracts the server and the client use, at boot. ts-rest turns
 * the routes into operations; the operation mapper adds what the contract's `metadata` says (tag, response
 * descriptions, examples) and moves the credentials from per-operation headers to security schemes; then the
 * named schemas become components.
 */
export const openApiDocument = buildOpenApiDocument();

function buildOpenApiDocument() {
  const generated = generateOpenApi(
    { ...contract, ...publicContract },
    {
      info: { title: "Quarry API", version: "0.1.0", description: DESCRIPTION },
      servers: [{ url: "/api" }],
      tags: [...TAGS, REFERENCE_TAG],
      security: [{ ApiKey: [], ClientId: [] }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    { setOperationId: true, operationMapper: documentOperation },
  );
  return withComponentSchemas({ ...generated, paths: { ...generated.paths, ...REFERENCE_PATHS } }, COMPONENT_SCHEMAS);
}

function documentOperation(operation: Operation, route: AppRoute): Operation {
  const docs = routeDocsOf(route);
  const parameters = operation.parameters ?? [];
  const isCredential = (parameter: OperationParameter) =>
    "in" in parameter && parameter.in === "header" && CREDENTIAL_HEADERS.has(parameter.name.toLowerCase());
  // A route whose contract asks for the credentials falls under the document's `security`; any other is public.
  const needsCredentials = parameters.some(isCredential);
  // ts-rest writes bodies inline, never as references.
  const requestBody = operation.requestBody && "content" in operation.requestBody ? operation.requestBody : undefined;
  return {
    ...operation,
    tags: [docs.tag],
    ...(needsCredentials ? {} : { security: [] }),
    parameters: parameters.filter((parameter) => !isCredential(parameter)),
    ...(requestBody && {
      requestBody: {
        required: true,
        content: withExamples(requestBody.content, docs.requestExamples, `${route.path} request body`),
      },
    }),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => {
        const responseDocs = responseDocsOf(docs, Number(status), `${route.method} ${route.path}`);
        const { content } = response as { content?: Record<string, object> };
        return [
          status,
          {
            description: responseDocs.description,
            ...(content && { content: withExamples(content, responseDocs.examples, `${route.path} ${status}`) }),
          },
        ];
      }),
    ),
  };
}

function routeDocsOf(route: AppRoute): RouteDocs {
  const docs = route.metadata as RouteDocs | undefined;
  if (!docs?.tag) throw new Error(`The contract's ${route.method} ${route.path} has no documentation metadata`);
  return docs;
}

function responseDocsOf(docs: RouteDocs, status: number, where: string): ResponseDocs {
  const own = docs.responses[status] ?? (SHARED_ERROR_DOCS as Partial<Record<number, ResponseDocs>>)[status];
  if (!own) throw new Error(`The contract's ${where} does not document its ${status} response`);
  return own;
}

/** Adds OpenAPI Example Objects to each media type; a body without examples is a documentation bug. */
function withExamples(content: Record<string, object>, examples: Examples | undefined, where: string) {
  if (!examples || Object.keys(examples).length === 0) throw new Error(`The contract gives no example for ${where}`);
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [type, { ...media, examples: toExampleObjects(examples) }]),
  );
}

function toExampleObjects(examples: Examples): Record<string, { summary: string; value: unknown }> {
  return Object.fromEntries(
    Object.entries(examples).map(([summary, value]) => [
      summary
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
      { summary, value },
    ]),
  );
}
