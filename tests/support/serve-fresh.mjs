// Starts the production build on a fresh data folder, for the end-to-end tests.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dataDir = path.resolve(process.env.DATA_DIR ?? ".e2e-data");
rmSync(dataDir, { recursive: true, force: true });
// A copy of the migrated DATA_DIR (the embedded database's cluster), which playwright.config.ts made or found.
const migrated = process.env.E2E_MIGRATED_DATA_DIR;
if (migrated) cpSync(migrated, dataDir, { recursive: true });
process.env.NODE_ENV = "production";
await import(pathToFileURL(path.resolve("build/server/main.js")).href);
