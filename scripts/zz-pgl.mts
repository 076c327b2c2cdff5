import { readdirSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

const dir = "node_modules/.cache/test-databases/";
const image = new Blob([readFileSync(dir + readdirSync(dir).find((f) => f.endsWith(".tar"))!)]);
const d = "node_modules/@electric-sql/pglite/dist/";
async function time(label: string, make: () => Promise<PGlite>) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < 8; i++) {
    const p = await make();
    await p.query("select count(*) from time_slots");
    await p.close();
  }
  const c = process.cpuUsage(c0);
  console.log(
    label,
    "wall",
    ((performance.now() - t0) / 8).toFixed(0),
    "cpu",
    ((c.user + c.system) / 8000).toFixed(0),
  );
}
await time("plain", () => PGlite.create({ loadDataDir: image }));
const pgliteWasmModule = await WebAssembly.compile(readFileSync(d + "pglite.wasm"));
const initdbWasmModule = await WebAssembly.compile(readFileSync(d + "initdb.wasm"));
const fsBundle = new Blob([readFileSync(d + "pglite.data")]);
await time("precompiled", () =>
  PGlite.create({ loadDataDir: image, pgliteWasmModule, initdbWasmModule, fsBundle }),
);

process.exit(0);
