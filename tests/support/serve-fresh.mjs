// Starts the production build on a fresh data folder, for the end-to-end tests.
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dataDir = path.resolve(process.env.DATA_DIR ?? ".e2e-data");
rmSync(dataDir, { recursive: true, force: true });
process.env.NODE_ENV = "production";
await import(pathToFileURL(path.resolve("build/server/main.js")).href);
