import { z } from "zod";

/** Every error the API can answer, and the one place that maps each to its HTTP status. */
export const ErrorCode = {
  Unauthorized: "unauthorized",
  ValidationFailed: "validation_failed",
  InvalidJson: "invalid_json",
  UnsupportedMediaType: "unsupported_media_type",
  PayloadTooLarge: "payload_too_large",
  NotFound: "not_found",
  Conflict: "conflict",
  PreconditionFailed: "precondition_failed",
  RequestTimeout: "request_timeout",
  RateLimited: "rate_limited",
  Unavailable: "unavailable",
  QueryRejected: "query_rejected",
  UpstreamUnavailable: "upstream_unavailable",
  UpstreamTimeout: "upstream_timeout",
  Internal: "internal",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_STATUS = {
  unauthorized: 401,
  validation_failed: 400,
  invalid_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  request_timeout: 408,
  rate_limited: 429,
  unavailable: 503,
  // Cube refused the query (an unknown member, a bad filter): the message is Cube's.
  query_rejected: 400,
  // Cube could not be reached, refused the connection's credentials, or failed.
  upstream_unavailable: 502,
  // Cube did not answer in time, or was still computing when the wait ran out.
  upstream_timeout: 504,
  internal: 500,
} as const satisfies Record<ErrorCode, number>;

export const ErrorDetailSchema = z.object({
  /** Dotted path of the offending field, e.g. `savedQuery.title`; empty when the whole request is at fault. */
  path: z.string(),
  issue: z.string(),
});

export const ErrorBodySchema = z.object({
  status: z.literal("error"),
  error: z.object({
    code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z.array(ErrorDetailSchema),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;
