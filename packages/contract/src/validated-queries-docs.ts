import { errorExample, routeDocs, validationExample } from "./docs.js";
import { PRO_LAST_MONTH_QUERY } from "./examples.js";

/** Docs and examples of `validated-queries.ts`, in the world of `examples.ts`. */

const OK = { status: "ok" } as const;

const CONFIRMATION = {
  id: "0b7e3f52-61c9-4d0a-9a8e-5c2d7f14b3a6",
  question: "How much MRR did Pro bring last month?",
  type: "cube",
  query: PRO_LAST_MONTH_QUERY,
  validatedBy: "ana",
  askedBy: null,
  createdAt: "2026-11-20T10:02:11.645Z",
} as const;

export const VALIDATED_QUERY_DOCS = {
  listValidatedQueries: routeDocs({
    tag: "Assistant",
    responses: {
      200: {
        description: "A page of confirmations, newest first (then by id).",
        examples: {
          "The last page": { ...OK, result: [CONFIRMATION], nextCursor: null },
          "None yet": { ...OK, result: [], nextCursor: null },
        },
      },
      400: {
        description:
          "`validation_failed`: `limit` is not an integer from 1 to 500, `cursor` is not one this API returned, or `question` is empty.",
        examples: {
          "Unknown cursor": validationExample({ path: "cursor", issue: "is not a cursor returned by this API" }),
        },
      },
    },
  }),

  deleteValidatedQuery: routeDocs({
    tag: "Assistant",
    responses: {
      204: { description: "Deleted; it no longer shapes answers. No body." },
      404: {
        description: "`not_found`: no confirmation of this client has this id.",
        examples: {
          "Unknown confirmation": errorExample("not_found", 'Validated query "4c1d" was not found', [
            { path: "id", issue: "does not exist" },
          ]),
        },
      },
    },
  }),
};
