// npm run db:restore FILE [--replace]: a backup of npm run db:backup into the site's database (the
// embedded one in DATA_DIR, or DATABASE_URL's: how an owner moves to a managed PostgreSQL). Refuses a
// database that holds data unless --replace. Run it while the site is stopped.
import { parseArgs } from "node:util";
import { parseConfig } from "../server/config";
import { restoreBackup } from "../server/db/backup/backup";
import { readBackupFile } from "../server/db/backup/backup-file";
import { sealedSecretsNote } from "../server/db/backup/sealed-secrets";
import { databaseOptionsFor, openDatabase } from "../server/db/connection";
import { operatorWordsAtExit } from "../server/operator-words";

const usage = "Usage: npm run db:restore -- FILE [--replace]";

async function run(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const backup = readBackupFile(file);
  const config = parseConfig();
  const database = await openDatabase(databaseOptionsFor(config));
  try {
    const rows = await restoreBackup(database, backup, { replace: values.replace, file });
    const target = config.databaseUrl
      ? "the database at DATABASE_URL"
      : `the embedded database in ${config.dataDir}`;
    console.log(`Restored ${rows} rows of the backup made ${backup.madeAt} into ${target}.`);
    const note = sealedSecretsNote(backup, config);
    if (note) console.log(note);
    return 0;
  } finally {
    await database.close();
  }
}

run()
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(operatorWordsAtExit(error) ?? error);
    process.exit(1);
  });
