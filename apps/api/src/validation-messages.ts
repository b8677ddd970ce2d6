import type { ZodIssue } from "zod";

/**
 * What a person reads in `details[].issue`: "must be a number", not zod's "Expected number, received nan".
 * Messages the contract wrote itself (refinements, patterns) are kept as they are.
 */
export function describeIssue(issue: ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "undefined") return "is required";
      if (issue.received === "nan") return "must be a number";
      if (issue.received === "null") return `must not be null (expected ${withArticle(issue.expected)})`;
      return `must be ${withArticle(issue.expected)}`;
    case "invalid_literal":
      return `must be ${JSON.stringify(issue.expected)}`;
    case "invalid_enum_value":
      return `must be one of ${issue.options.map(String).join(", ")}`;
    case "invalid_union_discriminator":
      return `must be one of ${issue.options.map(String).join(", ")}`;
    case "too_small":
      return bound("at least", issue.type, issue.minimum, issue.inclusive);
    case "too_big":
      return bound("at most", issue.type, issue.maximum, issue.inclusive);
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.multipleOf)}`;
    case "invalid_date":
      return "must be a valid date";
    case "invalid_string":
      if (issue.message !== "Invalid") return issue.message;
      if (issue.validation === "datetime") return "must be an ISO-8601 date and time";
      if (typeof issue.validation === "string") return `must be a valid ${issue.validation}`;
      return "has an invalid format";
    default:
      return issue.message;
  }
}

function bound(relation: "at least" | "at most", type: string, limit: number | bigint, inclusive: boolean): string {
  const n = Number(limit);
  switch (type) {
    case "string":
      if (relation === "at least" && n === 1) return "must not be empty";
      return `must be ${relation} ${n} character${n === 1 ? "" : "s"} long`;
    case "array":
    case "set":
      if (relation === "at least" && n === 1) return "must have at least one item";
      return `must have ${relation} ${n} item${n === 1 ? "" : "s"}`;
    default:
      if (inclusive) return `must be ${relation} ${n}`;
      return `must be ${relation === "at least" ? "greater" : "less"} than ${n}`;
  }
}

const NAMES: Record<string, string> = {
  object: "an object",
  array: "an array",
  integer: "a whole number",
  number: "a number",
  string: "a string",
  boolean: "true or false",
};

function withArticle(expected: string): string {
  return NAMES[expected] ?? expected;
}
