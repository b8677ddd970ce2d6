// The one formatting style of the repository: wide lines (most of the code is declarative), double quotes.
/** @type {import("prettier").Config} */
export default {
  printWidth: 120,
  trailingComma: "all",
};
