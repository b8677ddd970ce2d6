import { SAVE_REJECTED_EXAMPLE, upstreamTimeout, upstreamUnavailable } from "./connection-docs.js";
import { errorExample, INVALID_JSON_EXAMPLE, routeDocs, validationExample, type ResponseDocs } from "./docs.js";
import { SAVED_QUERY_RECORDS } from "./examples.js";

/** Docs and examples of the saved-query lifecycle routes (`saved-query-lifecycle.ts`), in the server's words. */

const OK = { status: "ok" } as const;
const TAG = "Saved queries";
const ID = "mrr-by-plan";
const KEY_ID = "3f9c0a7d1e2b4c5d";
const base = SAVED_QUERY_RECORDS[0]!;

const VERSION_1 = { ...base, version: 1 };
const VERSION_2 = {
  ...base,
  title: "MRR by plan, monthly",
  query: { ...base.query, chartType: "bar" },
  updatedAt: "2026-11-21T10:02:11.845Z",
  version: 2,
};
const COPY = {
  ...base,
  id: "0b7d6a52-63c4-4d1b-9f0a-8a5f0e1d2c3b",
  title: "MRR by plan (copy)",
  createdAt: "2026-11-22T08:30:00.000Z",
  updatedAt: "2026-11-22T08:30:00.000Z",
  version: 1,
};

const notFound: ResponseDocs = {
  description: "`not_found`: no saved query of this client has this id (trashed ones count only with `deleted=true`).",
  examples: {
    "Unknown id": errorExample("not_found", `Saved query "${ID}" was not found`, [
      { path: "id", issue: "does not exist" },
    ]),
  },
};

const notFoundOrFolder: ResponseDocs = {
  description:
    "`not_found`: no saved query of this client has this id (or it is in the trash), or `folderId` names no folder.",
  examples: {
    ...notFound.examples,
    "Unknown folder": errorExample("not_found", 'Folder "archive" was not found', [
      { path: "folderId", issue: "does not exist" },
    ]),
  },
};

const stale: ResponseDocs = {
  description: "`precondition_failed`: `If-Match` names a version that is no longer the current one; nothing changed.",
  examples: {
    "Changed since it was read": errorExample(
      "precondition_failed",
      `Saved query "${ID}" has changed since version 1; it is at version 2`,
      [{ path: "if-match", issue: 'is not the current version ("2")' }],
    ),
  },
};

const badIfMatch = validationExample({ path: "if-match", issue: 'must be an entity tag such as "3", or *' });

function bodyErrors(validation: Record<string, unknown>): ResponseDocs {
  return {
    description:
      "`validation_failed`: `details` names every failing field (dotted path) and why; or `invalid_json`: the body is not JSON.",
    examples: { ...validation, "Body is not JSON": INVALID_JSON_EXAMPLE },
  };
}

const notInTrash = errorExample("conflict", `Saved query "${ID}" is not in the trash`, [
  { path: "id", issue: "is not in the trash" },
]);

export const SAVED_QUERY_LIFECYCLE_DOCS = {
  putLayout: routeDocs({
    tag: TAG,
    requestExamples: {
      "Two reports side by side": {
        items: [
          { id: ID, x: 0, y: 0, width: 6, height: 4, order: 1, version: 2 },
          { id: "subscriptions-by-status", x: 6, y: 0, width: 6, height: 4, order: 2 },
        ],
      },
    },
    responses: {
      200: {
        description: "Every listed saved query, updated (each with a new version), in the order sent.",
        examples: {
          "Laid out": { ...OK, result: [{ ...VERSION_2, x: 0, y: 0, width: 6, height: 4, order: 1, version: 3 }] },
        },
      },
      400: bodyErrors({
        "Id twice, width out of range": validationExample(
          { path: "items.1.id", issue: "appears twice" },
          { path: "items.0.width", issue: "must be at most 10000" },
        ),
      }),
      404: {
        description: "`not_found`: an item names no saved query of this client (or one in the trash); nothing changed.",
        examples: {
          "Unknown id": errorExample("not_found", 'Saved query "missing" was not found', [
            { path: "items.1.id", issue: "does not exist" },
          ]),
        },
      },
      412: {
        description: "`precondition_failed`: an item's `version` is no longer the current one; nothing changed.",
        examples: {
          "Changed since it was read": errorExample(
            "precondition_failed",
            `Saved query "${ID}" has changed since version 1; it is at version 2`,
            [{ path: "items.0.version", issue: 'is not the current version ("2")' }],
          ),
        },
      },
    },
  }),

  getSavedQuery: routeDocs({
    tag: TAG,
    responses: {
      200: {
        description: "The saved query; the `ETag` header is its version, quoted.",
        examples: { Found: { ...OK, result: VERSION_1 } },
      },
      400: {
        description: "`validation_failed`: `deleted` is not `true` or `false`, or the id is not a valid id.",
        examples: {
          "deleted not a boolean": validationExample({ path: "deleted", issue: "must be one of true, false" }),
        },
      },
      404: notFound,
    },
  }),

  updateSavedQuery: routeDocs({
    tag: TAG,
    requestExamples: {
      "A new title and chart type": { savedQuery: { title: "MRR by plan, monthly", chartType: "bar" } },
      "Move to the root, clear the description": { folderId: null, savedQuery: { description: null } },
    },
    responses: {
      200: {
        description: "The updated saved query and its new `ETag`.",
        examples: { Updated: { ...OK, result: VERSION_2 } },
      },
      400: bodyErrors({
        "Nothing to change": validationExample({ path: "", issue: "at least one field to change is required" }),
        "Blank title, id not changeable": validationExample(
          { path: "savedQuery.title", issue: "must not be empty" },
          { path: "savedQuery.id", issue: "unknown field" },
        ),
        "No metric or dimension left": validationExample({
          path: "savedQuery.metrics",
          issue: "at least one metric or dimension is required",
        }),
        "Malformed If-Match": badIfMatch,
        "validate=true and Cube refuses the query": SAVE_REJECTED_EXAMPLE,
      }),
      404: notFoundOrFolder,
      412: stale,
      502: upstreamUnavailable,
      504: upstreamTimeout,
    },
  }),

  deleteSavedQuery: routeDocs({
    tag: TAG,
    responses: {
      204: { description: "Moved to the trash, or (with `permanent=true`) removed for good. No body." },
      400: {
        description: "`validation_failed`: `permanent` is not `true` or `false`, or `If-Match` is not an entity tag.",
        examples: {
          "permanent not a boolean": validationExample({ path: "permanent", issue: "must be one of true, false" }),
          "Malformed If-Match": badIfMatch,
        },
      },
      404: {
        description:
          "`not_found`: no saved query of this client has this id (without `permanent`, none outside the trash).",
        examples: notFound.examples,
      },
      409: {
        description:
          "`conflict`: `permanent=true` on a saved query that is not in the trash: move it to the trash first.",
        examples: {
          "Not in the trash": errorExample(
            "conflict",
            `Saved query "${ID}" is not in the trash; move it to the trash first`,
            [{ path: "permanent", issue: "move it to the trash first" }],
          ),
        },
      },
      412: stale,
    },
  }),

  restoreSavedQuery: routeDocs({
    tag: TAG,
    responses: {
      200: {
        description: "Back from the trash, exactly as it was (in the root if its folder is gone), with a new version.",
        examples: { Restored: { ...OK, result: { ...VERSION_1, version: 3 } } },
      },
      400: {
        description: "`validation_failed`: `If-Match` is not an entity tag.",
        examples: { "Malformed If-Match": badIfMatch },
      },
      404: notFound,
      409: {
        description: "`conflict`: the saved query is not in the trash.",
        examples: { "Not in the trash": notInTrash },
      },
      412: stale,
    },
  }),

  listSavedQueryRevisions: routeDocs({
    tag: TAG,
    responses: {
      200: {
        description: "A page of revisions, newest first.",
        examples: {
          "Created, then changed": {
            ...OK,
            result: [
              {
                id: "7c1e9a64-2b0f-4f7e-8a53-6d2c1b0e9f48",
                savedQueryId: ID,
                version: 2,
                action: "update",
                actorId: KEY_ID,
                createdAt: VERSION_2.updatedAt,
                record: VERSION_2,
              },
              {
                id: "1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                savedQueryId: ID,
                version: 1,
                action: "create",
                actorId: KEY_ID,
                createdAt: base.createdAt,
                record: VERSION_1,
              },
            ],
            nextCursor: null,
          },
        },
      },
      400: {
        description:
          "`validation_failed`: `limit` is not an integer from 1 to 500, or `cursor` is not one this API returned.",
        examples: {
          "Unknown cursor": validationExample({ path: "cursor", issue: "is not a cursor returned by this API" }),
        },
      },
      404: notFound,
    },
  }),

  restoreSavedQueryRevision: routeDocs({
    tag: TAG,
    responses: {
      200: {
        description: "The saved query as it was after that revision, with a new version (and a new `revert` revision).",
        examples: { Reverted: { ...OK, result: { ...VERSION_1, updatedAt: "2026-11-21T11:00:00.000Z", version: 3 } } },
      },
      400: {
        description: "`validation_failed`: the revision id is not a UUID, or `If-Match` is not an entity tag.",
        examples: {
          "Revision id not a UUID": validationExample({ path: "revisionId", issue: "Invalid uuid" }),
          "Malformed If-Match": badIfMatch,
        },
      },
      404: {
        description:
          "`not_found`: no saved query of this client has this id (or it is in the trash), or it has no such revision.",
        examples: {
          ...notFound.examples,
          "Unknown revision": errorExample(
            "not_found",
            'Revision "1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d" was not found',
            [{ path: "revisionId", issue: "does not exist" }],
          ),
        },
      },
      412: stale,
    },
  }),

  duplicateSavedQuery: routeDocs({
    tag: TAG,
    requestExamples: {
      "A copy with defaults": {},
      "A copy with its own id and title, in the root": {
        id: "mrr-by-plan-2027",
        title: "MRR by plan, 2027",
        folderId: null,
      },
    },
    responses: {
      200: { description: "The copy (version 1).", examples: { Copied: { ...OK, result: COPY } } },
      400: bodyErrors({ "Blank title": validationExample({ path: "title", issue: "must not be empty" }) }),
      404: notFoundOrFolder,
      409: {
        description: "`conflict`: `id` is already used by another saved query of this client (trash included).",
        examples: {
          "Id already used": errorExample("conflict", 'A saved query with id "mrr-by-plan-2027" already exists', [
            { path: "id", issue: "already used by another saved query" },
          ]),
        },
      },
    },
  }),
};
