import { errorExample, INVALID_JSON_EXAMPLE, routeDocs, validationExample } from "./docs.js";
import { FOLDERS } from "./examples.js";

/** Docs and examples of `folder-lifecycle.ts`: the same world as `examples.ts` (a Revenue folder holding Churn). */

const OK = { status: "ok" } as const;
const [REVENUE, CHURN] = FOLDERS as [(typeof FOLDERS)[number], (typeof FOLDERS)[number]];
const MOVED_AT = "2026-11-21T16:02:45.318Z";

const notFound = errorExample("not_found", 'Folder "archive" was not found', [{ path: "id", issue: "does not exist" }]);
const notFoundDocs = {
  description: "`not_found`: no folder of this client has this id (another client's folder is not found either).",
  examples: { "Unknown folder": notFound },
};

export const FOLDER_LIFECYCLE_DOCS = {
  getFolder: routeDocs({
    tag: "Folders",
    responses: {
      200: { description: "The folder.", examples: { "A subfolder": { ...OK, result: CHURN } } },
      404: notFoundDocs,
    },
  }),

  updateFolder: routeDocs({
    tag: "Folders",
    requestExamples: {
      Rename: { folder: { title: "Churn and retention" } },
      "Move to the root": { folder: { parentFolderId: null } },
      "Move under another folder, and remove the description": {
        folder: { parentFolderId: REVENUE.id, description: null },
      },
    },
    responses: {
      200: {
        description: "The folder as it now is.",
        examples: { "Moved to the root": { ...OK, result: { ...CHURN, parentFolderId: null, updatedAt: MOVED_AT } } },
      },
      400: {
        description:
          "`validation_failed`: `details` names every failing field (as on creation), or `folder` changes nothing; or `invalid_json`.",
        examples: {
          "Nothing to change": validationExample({
            path: "folder",
            issue: "must change at least one of title, description, parentFolderId",
          }),
          "Blank title and an unknown field": validationExample(
            { path: "folder.title", issue: "must not be empty" },
            { path: "folder.colour", issue: "unknown field" },
          ),
          "Body is not JSON": INVALID_JSON_EXAMPLE,
        },
      },
      404: {
        description: "`not_found`: the folder, or the new `parentFolderId`, is not one of this client's folders.",
        examples: {
          "Unknown folder": notFound,
          "Unknown new parent": errorExample("not_found", 'Folder "archive" was not found', [
            { path: "folder.parentFolderId", issue: "does not exist" },
          ]),
        },
      },
      409: {
        description:
          "`conflict`: the move would put the folder inside itself (under itself or one of its subfolders); nothing changed.",
        examples: {
          "Moved under its own subfolder": errorExample(
            "conflict",
            `Folder "${REVENUE.id}" cannot move under "${CHURN.id}": that is the folder itself or one of its subfolders`,
            [{ path: "folder.parentFolderId", issue: "is the folder itself or one of its subfolders" }],
          ),
        },
      },
    },
  }),

  deleteFolder: routeDocs({
    tag: "Folders",
    responses: {
      204: { description: "Deleted. No body." },
      400: {
        description: "`validation_failed`: `recursive` is not `true` or `false`.",
        examples: {
          "recursive not a boolean": validationExample({ path: "recursive", issue: "must be one of true, false" }),
        },
      },
      404: notFoundDocs,
      409: {
        description:
          "`conflict`: the folder holds subfolders or saved queries (and `recursive=true` was not given); nothing was deleted.",
        examples: {
          "Not empty": errorExample(
            "conflict",
            `Folder "${REVENUE.id}" is not empty: it holds 1 subfolder and 0 saved queries; move or delete them first`,
            [{ path: "id", issue: "is not empty" }],
          ),
        },
      },
    },
  }),

  getFolderPath: routeDocs({
    tag: "Folders",
    responses: {
      200: {
        description: "The breadcrumb: the root folder first, the folder itself last (alone for a root folder).",
        examples: { "A subfolder": { ...OK, result: FOLDERS }, "A root folder": { ...OK, result: [REVENUE] } },
      },
      404: notFoundDocs,
    },
  }),
};
