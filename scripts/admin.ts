// Admin accounts from the command line:
//   npm run admin -- create --email owner@example.com --password 'a long password'
//   npm run admin -- reset-password --email owner@example.com --password 'a new password'
// Uses the same configuration as the server (DATABASE_URL or DATA_DIR).

import { parseArgs } from "node:util";
import { z } from "zod";
import { adminPasswordSchema } from "../domain/admin-password";
import { ensureAdmin, resetPassword } from "../server/auth/admins";
import { createAuth } from "../server/auth/auth";
import { forgetSetupTokens } from "../server/auth/first-admin";
import { parseConfig, resolveAuthSecret } from "../server/config";
import { openDatabase, toolDatabaseOptionsFor } from "../server/db/connection";
import { migrate } from "../server/db/migrate";
import { operatorWordsAtExit } from "../server/operator-words";

const usage = `Usage:
  npm run admin -- create --email <email> --password <password>
  npm run admin -- reset-password --email <email> --password <password>`;

const credentials = z.object({
  email: z.email("--email must be an e-mail address"),
  password: adminPasswordSchema("--password"),
});

async function run(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || (command !== "create" && command !== "reset-password")) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const parsed = credentials.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues[0]?.message ?? "Invalid arguments");
    console.error(usage);
    return 2;
  }
  const config = parseConfig();
  const database = await openDatabase(toolDatabaseOptionsFor(config));
  try {
    await migrate(database);
    const auth = createAuth({
      db: database.db,
      secret: resolveAuthSecret(config),
      origins: config,
      port: config.port,
    });
    if (command === "create") {
      const { created } = await ensureAdmin(auth, database.db, parsed.data);
      // The browser's one-time setup link is void once an admin exists.
      await forgetSetupTokens(database.db);
      console.log(
        created
          ? `Admin ${parsed.data.email} created.`
          : `${parsed.data.email} already existed: password set, admin role ensured.`,
      );
      return 0;
    }
    if (await resetPassword(auth, database.db, parsed.data)) {
      console.log(`Password of ${parsed.data.email} reset.`);
      return 0;
    }
    console.error(`No user with the e-mail ${parsed.data.email}. Create it with: npm run admin -- create`);
    return 1;
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
