import { SAVE_REJECTED_EXAMPLE, upstreamTimeout, upstreamUnavailable } from "./connection-docs.js";
import {
  errorExample,
  INVALID_JSON_EXAMPLE,
  payloadTooLargeDocs,
  routeDocs,
  validationExample,
  type ResponseDocs,
} from "./docs.js";
import {
  CATALOGUE,
  CHURN_FOLDER_BODY,
  CREATE_SAVED_QUERY_BODY,
  EMPTY_CATALOGUE,
  FOLDER_NEXT_CURSOR,
  FOLDERS,
  MINIMAL_SAVED_QUERY_BODY,
  MRR_ANSWER,
  NEXT_CURSOR,
  PRO_LAST_MONTH_QUERY,
  REFUSAL_ANSWER,
  REVENUE_FOLDER_BODY,
  SAVED_QUERY_RECORDS,
  STATUS_FIELD,
} from "./examples.js";

/**
 * Per route: its tag, example requests, and what each of its particular responses means, with examples. The
 * messages and details are the server's own (taken from real responses), so the reference shows what clients get.
 */

const OK = { status: "ok" } as const;

/** 400 on a route with a JSON body: either the body is not JSON, or fields fail validation. */
function invalidBodyDocs(validation: Record<string, unknown>): ResponseDocs {
  return {
    description:
      "`validation_failed`: `details` names every failing field (dotted path) and why; or `invalid_json`: the body is not JSON.",
    examples: { ...validation, "Body is not JSON": INVALID_JSON_EXAMPLE },
  };
}

const folderNotFound = (path: string) =>
  errorExample("not_found", 'Folder "archive" was not found', [{ path, issue: "does not exist" }]);

export const ROUTE_DOCS = {
  createSavedQuery: routeDocs({
    tag: "Saved queries",
    requestExamples: {
      "A report in a folder, with its own id and layout": CREATE_SAVED_QUERY_BODY,
      "The fewest fields": MINIMAL_SAVED_QUERY_BODY,
    },
    responses: {
      200: {
        description:
          "Created, or the same id was sent again with an identical body (an idempotent retry). The `Location` header " +
          "names the saved query: `/api/saved-queries/<id>`.",
        examples: { Created: OK },
      },
      400: invalidBodyDocs({
        "Blank title, unknown chart type and an unknown field": validationExample(
          { path: "savedQuery.title", issue: "must not be empty" },
          {
            path: "savedQuery.chartType",
            issue:
              "Invalid enum value. Expected 'area' | 'bar' | 'bar_list' | 'donut' | 'line' | 'scatter' | 'table', received 'pie'",
          },
          { path: "savedQuery.colour", issue: "unknown field" },
        ),
        "validate=true and Cube refuses the query": SAVE_REJECTED_EXAMPLE,
      }),
      502: upstreamUnavailable,
      504: upstreamTimeout,
      404: {
        description: "`not_found`: `folderId` (or `connectionId`) names no folder (connection) of this client.",
        examples: { "Unknown folder": folderNotFound("folderId") },
      },
      409: {
        description:
          "`conflict`: `savedQuery.id` is already used by a saved query with a different body; that record is untouched.",
        examples: {
          "Id already used": errorExample(
            "conflict",
            'A saved query with id "mrr-by-plan" already exists with different content',
            [{ path: "savedQuery.id", issue: "already used by another saved query" }],
          ),
        },
      },
    },
  }),

  listSavedQueries: routeDocs({
    tag: "Saved queries",
    responses: {
      200: {
        description:
          "A page of saved queries, ordered by `order` (records without one last), then `createdAt`, then `id`.",
        examples: {
          "A page with more to come": { ...OK, result: SAVED_QUERY_RECORDS, nextCursor: NEXT_CURSOR },
          "No saved queries yet": { ...OK, result: [], nextCursor: null },
        },
      },
      400: {
        description:
          "`validation_failed`: `limit` is not an integer from 1 to 500, or `cursor` is not one this API returned.",
        examples: {
          "Limit out of range": validationExample({
            path: "limit",
            issue: "Number must be greater than or equal to 1",
          }),
          "Unknown cursor": validationExample({ path: "cursor", issue: "is not a cursor returned by this API" }),
        },
      },
      404: {
        description: "`not_found`: `folderId` names no folder of this client.",
        examples: { "Unknown folder": folderNotFound("folderId") },
      },
    },
  }),

  createFolder: routeDocs({
    tag: "Folders",
    requestExamples: { "A root folder": REVENUE_FOLDER_BODY, "A subfolder": CHURN_FOLDER_BODY },
    responses: {
      200: {
        description:
          "Created (or the same `id` was sent again with an identical body). The body carries no id (as the interface " +
          "says); the `Location` header names the folder: `/api/folders/<id>`.",
        examples: { Created: OK },
      },
      400: invalidBodyDocs({ "Title missing": validationExample({ path: "folder.title", issue: "Required" }) }),
      404: {
        description: "`not_found`: `parentFolderId` names no folder of this client.",
        examples: { "Unknown parent": folderNotFound("folder.parentFolderId") },
      },
      409: {
        description:
          "`conflict`: `folder.id` is already used by a folder with different content; that folder is untouched.",
        examples: {
          "Id already used": errorExample(
            "conflict",
            'A folder with id "revenue" already exists with different content',
            [{ path: "folder.id", issue: "already used by another folder" }],
          ),
        },
      },
    },
  }),

  listFolders: routeDocs({
    tag: "Folders",
    responses: {
      200: {
        description: "A page of the folders asked for, oldest first (then by id).",
        examples: {
          "Every folder (includeAll=true)": { ...OK, result: FOLDERS, nextCursor: null },
          "A page with more to come (limit=1)": { ...OK, result: FOLDERS.slice(0, 1), nextCursor: FOLDER_NEXT_CURSOR },
          "No folders yet": { ...OK, result: [], nextCursor: null },
        },
      },
      400: {
        description:
          "`validation_failed`: `includeAll` is not `true` or `false`, `parentFolderId` is not a valid id, `limit` is " +
          "not an integer from 1 to 500, or `cursor` is not one this API returned.",
        examples: {
          "includeAll not a boolean": validationExample({
            path: "includeAll",
            issue: "Invalid enum value. Expected 'true' | 'false', received 'yes'",
          }),
        },
      },
      404: {
        description: "`not_found`: `parentFolderId` names no folder of this client.",
        examples: { "Unknown folder": folderNotFound("parentFolderId") },
      },
    },
  }),

  submitQuery: routeDocs({
    tag: "Assistant",
    requestExamples: {
      "A question": { input: "monthly recurring revenue by plan over the last 6 months", type: "cube" },
      "A question with the cubes and a glossary note": {
        input: "MRR by plan",
        cubes: CATALOGUE.cubes,
        notes: CATALOGUE.notes,
      },
    },
    responses: {
      200: {
        description:
          "An answer: a Cube query, a chart type, a title, an explanation and a draft saved query. A question that cannot be " +
          "answered gets a refusal (`query: null`), never an error.",
        examples: {
          Answered: { ...OK, result: { type: "cube", answer: MRR_ANSWER } },
          Refused: { ...OK, result: { type: "cube", answer: REFUSAL_ANSWER } },
        },
      },
      400: invalidBodyDocs({
        "Question missing, unknown type": validationExample(
          { path: "input", issue: "Required" },
          { path: "type", issue: 'Invalid literal value, expected "cube"' },
        ),
        "validate=true without a connection": errorExample(
          "validation_failed",
          "No connection to run the query through: the client has none; add one with POST /connections",
          [{ path: "connectionId", issue: "is required: the client has no connection" }],
        ),
      }),
      413: payloadTooLargeDocs("large"),
      502: upstreamUnavailable,
      504: upstreamTimeout,
    },
  }),

  filterFields: routeDocs({
    tag: "Assistant",
    requestExamples: { "A question": { question: "MRR of churned subscriptions by plan" } },
    responses: {
      200: {
        description: "The fields the answer filters on (none when it filters on nothing).",
        examples: { "One filter field": { ...OK, result: { type: "cube", answer: { fields: [STATUS_FIELD] } } } },
      },
      400: invalidBodyDocs({ "Question missing": validationExample({ path: "question", issue: "Required" }) }),
    },
  }),

  searchEntities: routeDocs({
    tag: "Assistant",
    requestExamples: { "A question": { question: "MRR of churned subscriptions by plan", type: "cube" } },
    responses: {
      200: {
        description: "The cubes the question needs (the default entities when it cannot be answered).",
        examples: { "One cube": { ...OK, result: { relevantEntities: [{ name: "subscriptions" }] } } },
      },
      400: invalidBodyDocs({
        "Empty entity name": validationExample({
          path: "defaultEntities.0.name",
          issue: "String must contain at least 1 character(s)",
        }),
      }),
    },
  }),

  validateQuery: routeDocs({
    tag: "Assistant",
    requestExamples: {
      "A confirmed query": {
        question: "How much MRR did Pro bring last month?",
        type: "cube",
        query: PRO_LAST_MONTH_QUERY,
        validatedBy: "ana",
      },
    },
    responses: {
      204: { description: "Recorded; later questions like this one reuse the query. No body." },
      400: invalidBodyDocs({
        "Blank question, measures not a list": validationExample(
          { path: "question", issue: "must not be empty" },
          { path: "query.measures", issue: "Expected array, received string" },
        ),
      }),
    },
  }),

  putCatalogue: routeDocs({
    tag: "Assistant",
    requestExamples: { "One cube, its values and a glossary note": CATALOGUE },
    responses: {
      200: { description: "The catalogue was replaced.", examples: { Replaced: OK } },
      400: invalidBodyDocs({
        "Duplicate cube": validationExample({ path: "cubes.1.name", issue: 'duplicate cube name "orders"' }),
      }),
      413: payloadTooLargeDocs("large"),
    },
  }),

  getCatalogue: routeDocs({
    tag: "Assistant",
    responses: {
      200: {
        description: "The stored catalogue; empty lists and values before the first PUT.",
        examples: { Stored: { ...OK, result: CATALOGUE }, "Before the first PUT": { ...OK, result: EMPTY_CATALOGUE } },
      },
    },
  }),
};

export const PUBLIC_ROUTE_DOCS = {
  healthz: routeDocs({
    tag: "Health",
    responses: { 200: { description: "The process is up.", examples: { Up: OK } } },
  }),
  readyz: routeDocs({
    tag: "Health",
    responses: {
      200: { description: "The database answered.", examples: { Ready: OK } },
      503: {
        description: "`unavailable`: the database did not answer within 2 seconds.",
        examples: { "Database not answering": errorExample("unavailable", "The database is not answering") },
      },
    },
  }),
};
