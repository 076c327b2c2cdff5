// Admin accounts from the command line:
//   npm run admin -- create --email owner@example.com                 (asks for the password, unseen)
//   npm run admin -- reset-password --email owner@example.com
//   npm run admin -- create --email owner@example.com --password 'a long password'
// Without --password the password is asked for without showing it, or read as the first line piped in:
// on the command line, npm prints it back and `ps` shows it. Uses the same configuration as the server
// (DATABASE_URL or DATA_DIR).

import { createInterface } from "node:readline";
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

const usage = `Usage (without --password, the password is asked for, unseen, or read from standard input):
  npm run admin -- create --email <email> [--password <password>]
  npm run admin -- reset-password --email <email> [--password <password>]`;

const credentials = z.object({
  email: z.email("--email must be an e-mail address"),
  password: adminPasswordSchema("--password"),
});

/** The password typed at a prompt that does not show it, or the first line piped in. */
async function passwordFromInput(): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    for await (const line of createInterface({ input: stdin })) return line;
    return "";
  }
  stderr.write("Password (not shown): ");
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve) => {
    let typed = "";
    const onKey = (keys: string) => {
      for (const key of keys) {
        if (key === "\u0003") process.exit(130); // Ctrl+C
        if (key === "\r" || key === "\n") {
          stdin.off("data", onKey);
          stdin.setRawMode(false);
          stdin.pause();
          stderr.write("\n");
          return resolve(typed);
        }
        typed = key === "\u007f" ? typed.slice(0, -1) : typed + key;
      }
    };
    stdin.on("data", onKey);
  });
}

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
  // The e-mail first: a mistyped one is said before a password is asked for.
  const email = credentials.shape.email.safeParse(values.email);
  if (!email.success) {
    console.error(email.error.issues[0]?.message ?? "Invalid arguments");
    console.error(usage);
    return 2;
  }
  const password = values.password ?? (await passwordFromInput());
  const parsed = credentials.safeParse({ ...values, password });
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
