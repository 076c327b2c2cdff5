// npm run db:backup [FILE]: every row of the site's database, read in one snapshot while the site runs,
// into FILE (default: site-backup-<date>-<time>.json.gz here). Uses the server's configuration
// (DATABASE_URL, or the embedded database in DATA_DIR). Restore with npm run db:restore FILE.
import path from "node:path";
import { parseConfig } from "../server/config";
import { makeBackup } from "../server/db/backup/backup";
import { writeBackupFile } from "../server/db/backup/backup-file";
import { openDatabase, toolDatabaseOptionsFor } from "../server/db/connection";
import { operatorWordsAtExit } from "../server/operator-words";

async function run() {
  const [named] = process.argv.slice(2);
  const stamp = new Date().toISOString().slice(0, 19).replace("T", "-").replaceAll(":", "");
  const file = path.resolve(named ?? `site-backup-${stamp}.json.gz`);
  const database = await openDatabase(toolDatabaseOptionsFor(parseConfig()));
  try {
    const backup = await makeBackup(database);
    writeBackupFile(file, backup);
    const rows = backup.tables.reduce(
      (sum, { rowsJson }) => sum + (JSON.parse(rowsJson) as unknown[]).length,
      0,
    );
    console.log(`Backed up ${rows} rows of ${backup.tables.length} tables to ${file}`);
  } finally {
    await database.close();
  }
}

run().catch((error) => {
  console.error(operatorWordsAtExit(error) ?? error);
  process.exit(1);
});
