import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorDetail } from "@quarry/contract";
import type { ZodIssue } from "zod";
import { describeIssue } from "./validation-messages.js";

/** A failure the client caused or should know about; rendered in the one error shape by the error handler. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { status: "error", error: { code: this.code, message: this.message, details: this.details } };
  }
}

export const notFound = (what: string, path = "") =>
  new ApiError("not_found", `${what} was not found`, path ? [{ path, issue: "does not exist" }] : []);

/** One detail per zod issue, with unknown keys split so each offending field is named on its own. */
export function detailsFromZodIssues(issues: ZodIssue[]): ErrorDetail[] {
  return issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: joinPath([...issue.path, key]), issue: "unknown field" }));
    }
    if (issue.code === "invalid_union") {
      // The union's own message ("Invalid input") says nothing; the first branch's issues do.
      const branch = issue.unionErrors[0]?.issues ?? [];
      return branch.length
        ? detailsFromZodIssues(branch)
        : [{ path: joinPath(issue.path), issue: describeIssue(issue) }];
    }
    return [{ path: joinPath(issue.path), issue: describeIssue(issue) }];
  });
}

function joinPath(path: (string | number)[]): string {
  return path.map(String).join(".");
}
