/**
 * The two routes that describe the API rather than belong to it (`http/docs.ts` serves them). They are not in the
 * ts-rest contract, so the typed client does not carry them; the document lists them so that it is complete.
 */

export const REFERENCE_TAG = {
  name: "Reference",
  description: "This OpenAPI document and the interactive reference page built from it. No credentials needed.",
} as const;

export const REFERENCE_PATHS = {
  "/openapi.json": {
    get: {
      operationId: "getOpenApiDocument",
      tags: [REFERENCE_TAG.name],
      summary: "The OpenAPI document",
      description: "This document: OpenAPI 3.0, generated from the contract at boot. Feed it to client generators.",
      security: [],
      responses: {
        200: {
          description: "The OpenAPI 3.0 document.",
          content: {
            "application/json": {
              schema: { type: "object", additionalProperties: true },
              examples: {
                "the-document": {
                  summary: "The document (abridged)",
                  value: {
                    openapi: "3.0.2",
                    info: { title: "Quarry API", version: "0.1.0" },
                    servers: [{ url: "/api" }],
                    paths: {},
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  "/docs": {
    get: {
      operationId: "getApiReference",
      tags: [REFERENCE_TAG.name],
      summary: "The interactive reference",
      description:
        "An HTML page (Swagger UI, served by the API itself with no outside requests) that renders this document and " +
        "can send requests: set both credentials once with **Authorize**.",
      security: [],
      responses: {
        200: {
          description: "The reference page.",
          content: {
            "text/html": {
              schema: { type: "string" },
              examples: { page: { summary: "The page", value: '<!doctype html><html lang="en">…</html>' } },
            },
          },
        },
      },
    },
  },
};
