import { contract } from "@quarry/contract";
import { generateOpenApi } from "@ts-rest/open-api";

/** The OpenAPI 3 document, generated from the same contract the server and the client use. */
export const openApiDocument = generateOpenApi(
  contract,
  {
    info: {
      title: "Quarry API",
      version: "0.1.0",
      description: "Saved analytics reports, folders and a plain-English query assistant over a Cube semantic layer.",
    },
    servers: [{ url: "/api" }],
  },
  { setOperationId: true },
);
