import base from "@quarry/eslint-config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default [
  ...base,
  {
    files: ["src/**/*.{ts,tsx}", "test/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
];
