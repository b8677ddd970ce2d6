// Prints the size of the JavaScript the first page load needs (the entry chunk and the chunks it imports
// statically, gzipped, as served) and fails the build above the budget. Lazily loaded pages are listed apart.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 250;
const dist = path.join(import.meta.dirname, "..", "dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

const initialKb = [...initial].reduce((sum, file) => sum + gzipKb(file), 0);
const lazy = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith(".js") && !initial.has(file));
const lazyKb = [...new Set(lazy)].reduce((sum, file) => sum + gzipKb(file), 0);
console.log(
  `initial JavaScript: ${initialKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) in ${initial.size} file(s); ` +
    `pages loaded later: ${lazyKb.toFixed(1)} KB`,
);
if (initialKb > BUDGET_KB) {
  console.error(`initial JavaScript is over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
