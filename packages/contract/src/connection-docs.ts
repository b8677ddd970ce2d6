import { errorExample, INVALID_JSON_EXAMPLE, routeDocs, validationExample, type ResponseDocs } from "./docs.js";

/** Docs and examples of `connections.ts`: a shop's Cube, and a report of revenue by country. */

const OK = { status: "ok" } as const;
const SHOP = {
  id: "shop-cube",
  type: "cube",
  name: "Shop analytics",
  url: "https://cube.example.com",
  apiSecretSet: true,
  tokenSet: false,
  createdAt: "2026-11-24T09:00:00.000Z",
  updatedAt: "2026-11-24T09:00:00.000Z",
} as const;
const QUERY = {
  measures: ["orders.total_amount"],
  dimensions: ["customers.country"],
  order: { "orders.total_amount": "desc" },
  limit: 2,
};
const DATA = {
  ...OK,
  result: {
    connectionId: SHOP.id,
    query: QUERY,
    data: [
      { "customers.country": "France", "orders.total_amount": "30210.00" },
      { "customers.country": "Spain", "orders.total_amount": "29877.00" },
    ],
    annotation: {
      measures: { "orders.total_amount": { title: "Orders Revenue", shortTitle: "Revenue", type: "number" } },
      dimensions: { "customers.country": { title: "Customers Country", shortTitle: "Country", type: "string" } },
      segments: {},
      timeDimensions: {},
    },
    cached: false,
    loadedAt: "2026-11-24T09:05:12.345Z",
  },
};

const connectionNotFound: ResponseDocs = {
  description: "`not_found`: no connection of this client has this id.",
  examples: {
    "Unknown connection": errorExample("not_found", 'Connection "warehouse" was not found', [
      { path: "id", issue: "does not exist" },
    ]),
  },
};
const invalidBody = (examples: Record<string, unknown>): ResponseDocs => ({
  description: "`validation_failed`: `details` names every failing field; or `invalid_json`.",
  examples: { ...examples, "Not JSON": INVALID_JSON_EXAMPLE },
});
export const upstreamUnavailable: ResponseDocs = {
  description:
    "`upstream_unavailable`: Cube could not be reached, refused the connection's credentials, or failed. The " +
    "message says which.",
  examples: {
    Unreachable: errorExample("upstream_unavailable", "Cube could not be reached (ECONNREFUSED)"),
    "Bad credentials": errorExample(
      "upstream_unavailable",
      'Cube refused the credentials of connection "shop-cube" (Invalid token): update its apiSecret or token',
    ),
  },
};
export const upstreamTimeout: ResponseDocs = {
  description: "`upstream_timeout`: Cube did not answer in time, or was still computing when the wait ran out.",
  examples: {
    "Still computing": errorExample("upstream_timeout", "Cube was still computing the query after 30000 ms"),
  },
};
const noConnection = errorExample(
  "validation_failed",
  "No connection to run the query through: the client has none; add one with POST /connections",
  [{ path: "connectionId", issue: "is required: the client has no connection" }],
);

export const CONNECTION_DOCS = {
  createConnection: routeDocs({
    tag: "Connections",
    requestExamples: {
      "With the API secret": {
        connection: { id: SHOP.id, type: "cube", name: SHOP.name, url: SHOP.url, apiSecret: "s3cr3t-from-cube-env" },
      },
      "With a token": {
        connection: { type: "cube", name: "Cube Cloud", url: "https://acme.cubecloud.dev", token: "eyJhbGciOi..." },
      },
    },
    responses: {
      200: {
        description: "Stored. `Location` names it; its secret is never returned.",
        examples: { Stored: { ...OK, result: SHOP } },
      },
      400: invalidBody({
        "Both secrets": validationExample({ path: "connection.token", issue: "give apiSecret or token, not both" }),
        "Not a URL": validationExample({
          path: "connection.url",
          issue: "must be an http:// or https:// URL without credentials in it",
        }),
      }),
      409: {
        description: "`conflict`: the id is taken by a connection with other content; nothing changed.",
        examples: {
          "Id taken": errorExample(
            "conflict",
            'A connection with id "shop-cube" already exists with different content',
            [{ path: "connection.id", issue: "already used by another connection" }],
          ),
        },
      },
    },
  }),

  listConnections: routeDocs({
    tag: "Connections",
    responses: {
      200: {
        description: "A page of connections.",
        examples: { "One connection": { ...OK, result: [SHOP], nextCursor: null } },
      },
      400: {
        description: "`validation_failed`: `limit` or `cursor` is invalid.",
        examples: { "limit too large": validationExample({ path: "limit", issue: "must be at most 500" }) },
      },
    },
  }),

  getConnection: routeDocs({
    tag: "Connections",
    responses: {
      200: { description: "The connection.", examples: { Found: { ...OK, result: SHOP } } },
      404: connectionNotFound,
    },
  }),

  updateConnection: routeDocs({
    tag: "Connections",
    requestExamples: {
      "Rotate the secret": { connection: { apiSecret: "the-new-secret" } },
      "Move to another address": { connection: { url: "https://cube-eu.example.com" } },
    },
    responses: {
      200: {
        description: "Changed.",
        examples: { Rotated: { ...OK, result: { ...SHOP, updatedAt: "2026-11-24T10:00:00.000Z" } } },
      },
      400: invalidBody({
        "Nothing to change": validationExample({ path: "connection", issue: "must change at least one field" }),
      }),
      404: connectionNotFound,
    },
  }),

  deleteConnection: routeDocs({
    tag: "Connections",
    responses: { 204: { description: "Deleted. No body." }, 404: connectionNotFound },
  }),

  testConnection: routeDocs({
    tag: "Connections",
    responses: {
      200: {
        description: "Whether Cube answered and accepted the credentials.",
        examples: {
          Working: { ...OK, result: { ok: true, message: "Cube answered: 3 cubes and views", cubes: 3 } },
          "Bad secret": {
            ...OK,
            result: { ok: false, message: "Cube refused the credentials (Invalid token)", cubes: null },
          },
        },
      },
      400: {
        description: "`invalid_json`: a body was sent and is not JSON (none is needed).",
        examples: { "Not JSON": INVALID_JSON_EXAMPLE },
      },
      404: connectionNotFound,
    },
  }),

  syncCatalogue: routeDocs({
    tag: "Connections",
    responses: {
      200: {
        description: "The catalogue is Cube's model now; what changed.",
        examples: {
          "A cube added": {
            ...OK,
            result: {
              cubes: 3,
              members: 17,
              added: { cubes: ["products"], members: ["products.category", "products.count", "products.name"] },
              removed: { cubes: [], members: ["orders.legacy_total"] },
              changed: { members: ["orders.total_amount"] },
              values: {
                members: ["customers.city", "orders.status", "products.category"],
                skipped: ["customers.name"],
              },
            },
          },
        },
      },
      400: {
        description:
          "`validation_failed`: Cube's model does not fit in a catalogue (more than 1,000 cubes or 20,000 members); " +
          "`invalid_json`: a body was sent and is not JSON (none is needed).",
        examples: {
          "Model too large": errorExample("validation_failed", "Cube's model does not fit in a catalogue", [
            { path: "cubes", issue: "Array must contain at most 1000 element(s)" },
          ]),
          "Not JSON": INVALID_JSON_EXAMPLE,
        },
      },
      404: connectionNotFound,
      502: upstreamUnavailable,
      504: upstreamTimeout,
    },
  }),

  listMemberValues: routeDocs({
    tag: "Connections",
    responses: {
      200: {
        description: "The values.",
        examples: { Cities: { ...OK, result: { member: "customers.city", values: ["Lisbon", "Lyon"] } } },
      },
      400: {
        description: "`query_rejected`: Cube does not know the member; `validation_failed`: a parameter is invalid.",
        examples: {
          "Unknown member": errorExample("query_rejected", "'nope' not found for path 'customers.nope'"),
          "No member": validationExample({ path: "member", issue: "is required" }),
        },
      },
      404: connectionNotFound,
      502: upstreamUnavailable,
      504: upstreamTimeout,
    },
  }),

  getSavedQueryData: routeDocs({
    tag: "Saved queries",
    responses: {
      200: { description: "The rows, with Cube's annotation.", examples: { "Revenue by country": DATA } },
      400: {
        description:
          "`query_rejected`: Cube refused the compiled query (its message); `validation_failed`: the saved query " +
          "cannot be compiled (each problem named), `refresh` is not a boolean, or there is no connection to run it.",
        examples: {
          "Unknown member": errorExample("query_rejected", "'nope' not found for path 'orders.nope'"),
          "A filter Cube cannot read": errorExample("validation_failed", "The saved query cannot be run as it is", [
            { path: "savedQuery.filters.0.operator", issue: "must be one of equals, notEquals, contains, ..." },
          ]),
          "No connection": noConnection,
        },
      },
      404: {
        description: "`not_found`: no saved query (or connection it names) of this client has this id.",
        examples: {
          "Unknown saved query": errorExample("not_found", 'Saved query "q-404" was not found', [
            { path: "id", issue: "does not exist" },
          ]),
        },
      },
      502: upstreamUnavailable,
      504: upstreamTimeout,
    },
  }),

  runCubeQuery: routeDocs({
    tag: "Saved queries",
    requestExamples: {
      "Revenue by country": { connectionId: SHOP.id, query: QUERY },
      "A report not saved yet (an editor's preview)": {
        savedQuery: {
          title: "Revenue by country",
          connectionType: "cube",
          chartType: "bar",
          metrics: ["orders.total_amount"],
          dimensions: ["customers.country"],
        },
      },
    },
    responses: {
      200: { description: "The rows, with Cube's annotation.", examples: { "Revenue by country": DATA } },
      400: {
        description: "`query_rejected`: Cube refused the query (its message); `validation_failed` or `invalid_json`.",
        examples: {
          "Unknown member": errorExample("query_rejected", "'nope' not found for path 'orders.nope'"),
          "No connection": noConnection,
          "Not JSON": INVALID_JSON_EXAMPLE,
        },
      },
      404: connectionNotFound,
      502: upstreamUnavailable,
      504: upstreamTimeout,
    },
  }),

  validateCubeQuery: routeDocs({
    tag: "Saved queries",
    requestExamples: { "Revenue by country": { connectionId: SHOP.id, query: QUERY } },
    responses: {
      200: {
        description: "Cube's verdict.",
        examples: {
          Valid: { ...OK, result: { valid: true, message: null, normalizedQuery: { ...QUERY, timezone: "UTC" } } },
          Refused: {
            ...OK,
            result: { valid: false, message: "'nope' not found for path 'orders.nope'", normalizedQuery: null },
          },
        },
      },
      400: invalidBody({ "No connection": noConnection }),
      404: connectionNotFound,
      502: upstreamUnavailable,
      504: upstreamTimeout,
    },
  }),
};

/** A 400 example of saving with `validate=true`. */
export const SAVE_REJECTED_EXAMPLE = errorExample(
  "query_rejected",
  "Cube refused the saved query: 'nope' not found for path 'orders.nope'",
);
