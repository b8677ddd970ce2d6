// Turns tsc's output (dist/tsc) into the two files that ship: dist/index.js and dist/index.d.ts. The workspace's
// @quarry/contract is private and never published, so its built code and types are bundled in; the libraries it
// and the client import (@ts-rest/core, zod) stay imports, installed as this package's dependencies.
import { fileURLToPath } from "node:url";
import { dts } from "rollup-plugin-dts";

const CONTRACT = "@quarry/contract";
const EXTERNAL = ["@ts-rest/core", "zod"];

/**
 * Resolves the contract to its built entry (`.d.ts` beside the `.js` for the declarations); rollup itself follows
 * the relative imports inside it.
 */
function contractFromWorkspace(extension) {
  const entry = fileURLToPath(import.meta.resolve(CONTRACT)).replace(/\.js$/, extension);
  return { name: "contract-from-workspace", resolveId: (id) => (id === CONTRACT ? entry : null) };
}

/** Anything neither relative, the contract nor a declared external is a mistake: fail rather than inline it. */
function onwarn(warning) {
  throw new Error(`rollup: ${warning.message}`);
}

export default [
  {
    input: "dist/tsc/index.js",
    external: EXTERNAL,
    plugins: [contractFromWorkspace(".js")],
    output: { file: "dist/index.js", format: "es" },
    onwarn,
  },
  {
    input: "dist/tsc/index.d.ts",
    external: EXTERNAL,
    plugins: [contractFromWorkspace(".d.ts"), dts()],
    output: { file: "dist/index.d.ts", format: "es" },
    onwarn,
  },
];
