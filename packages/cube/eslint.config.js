export { default } from "@quarry/eslint-config";
