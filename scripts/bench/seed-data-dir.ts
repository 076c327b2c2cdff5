// `tsx scripts/bench/seed-data-dir.ts DATA_DIR AGENCY_TIMEZONE SLOTS_FILE`, the site stopped: the bench
// slots seeded into DATA_DIR's database by the code of the tree this file is in, and the slots to book
// over HTTP written to SLOTS_FILE as JSON. A process of its own, because the old engine's database
// (PGlite) opens in one process only and only its own code knows it; the bench copies this file into
// the old engine's tree (scripts/bench/old-engine.ts).
import { writeFileSync } from "node:fs";
import { databaseOptionsFor, openDatabase } from "../../server/db/connection";
import { seedBenchSlots } from "./seed";

const [dataDir, agencyZone, slotsFile] = process.argv.slice(2);
if (!dataDir || !agencyZone || !slotsFile)
  throw new Error("usage: tsx scripts/bench/seed-data-dir.ts DATA_DIR AGENCY_TIMEZONE SLOTS_FILE");
const database = await openDatabase(databaseOptionsFor({ dataDir }));
try {
  const fixture = await seedBenchSlots(database.db, agencyZone);
  writeFileSync(slotsFile, JSON.stringify(fixture.httpSlots));
} finally {
  await database.close();
}
