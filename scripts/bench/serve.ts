// The server `npm run bench` measures, run as its own process by scripts/bench.ts: the same Express
// app and production build of the pages as `npm start`, on the database the environment names, with
// one bench-only service option (no booking attempt limit, so thousands of bookings can come from one
// address), and the slots the measurements need. Tells its parent the fixture once it listens.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseConfig } from "../../server/config";
import { createHttpApp } from "../../server/http/create-app";
import { startServices, stopServices } from "../../server/services";
import { root } from "./build";
import { seedBenchSlots } from "./seed";

const config = parseConfig();
const services = await startServices(config, undefined, {
  bookingAttemptLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
});
const fixture = await seedBenchSlots(services.database.db, config.agencyTimeZone);

const manifest = JSON.parse(readFileSync(path.join(root, "build/server/.vite/manifest.json"), "utf8"));
const build = await import(
  pathToFileURL(path.join(root, "build/server", manifest["server/app.ts"].file)).href
);
const app = createHttpApp({
  services,
  ssr: build.createRequestListener(services),
  clientDir: path.join(root, "build/client"),
});
const server = app.listen(config.port, config.host, () => process.send?.({ fixture }));

process.on("SIGTERM", () => {
  services.slotEvents.closeStreams();
  server.closeAllConnections();
  server.close(async () => {
    await stopServices(services);
    process.exit(0);
  });
});
