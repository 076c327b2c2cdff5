import { readFileSync } from "node:fs";
import path from "node:path";
import { CALENDAR_SECRETS } from "../../calendars/calendar-secrets";
import { SecretBox } from "../../secrets/secret-box";
import type { Backup } from "./backup-file";

// Calendar passwords, private calendar addresses and webhook signing secrets travel in a backup sealed
// with the auth secret of the site it was made from (server/secrets/secret-box.ts), which the backup
// does not hold. A site restored elsewhere reads them only with that same secret: the restore says so
// when the site it restored for cannot.

const sealedColumns = [
  {
    table: "calendar_accounts",
    purpose: CALENDAR_SECRETS,
    what: ["calendar connection", "calendar connections"],
  },
  {
    table: "webhook_endpoints",
    purpose: "webhook-secret",
    what: ["webhook signing secret", "webhook signing secrets"],
  },
] as const;

/** The auth secret the restored site will start with, if it has one yet (AUTH_SECRET, else DATA_DIR's). */
function existingAuthSecret(config: { authSecret?: string; dataDir: string }): string | undefined {
  if (config.authSecret) return config.authSecret;
  try {
    const kept = readFileSync(path.join(config.dataDir, "auth-secret"), "utf8").trim();
    return kept.length >= 32 ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the operator must do so the restored site can read the backup's sealed secrets; undefined when
 * it holds none, or the site's auth secret opens them.
 */
export function sealedSecretsNote(
  backup: Backup,
  config: { authSecret?: string; dataDir: string },
): string | undefined {
  const secret = existingAuthSecret(config);
  const unreadable: string[] = [];
  for (const { table, purpose, what } of sealedColumns) {
    const rows = backup.tables.find((tableRows) => tableRows.table === table);
    const sealed = (JSON.parse(rows?.rowsJson ?? "[]") as { sealed_secret?: string }[])
      .map((row) => row.sealed_secret)
      .filter((value): value is string => typeof value === "string");
    if (sealed.length === 0) continue;
    const box = secret ? new SecretBox(secret, purpose) : undefined;
    const opened = sealed.filter((value) => {
      try {
        box?.open(value);
        return box !== undefined;
      } catch {
        return false;
      }
    }).length;
    const closed = sealed.length - opened;
    if (closed > 0) unreadable.push(`${closed} ${closed === 1 ? what[0] : what[1]}`);
  }
  if (unreadable.length === 0) return undefined;
  const file = path.join(config.dataDir, "auth-secret");
  const copy = config.authSecret
    ? "set AUTH_SECRET to the old site's auth secret (its AUTH_SECRET, or the file auth-secret in its DATA_DIR)"
    : `copy the old site's auth secret (the file auth-secret in its DATA_DIR, or its AUTH_SECRET) to ${file}`;
  const one = unreadable.length === 1 && unreadable[0]?.startsWith("1 ");
  return `${unreadable.join(" and ")} in the backup ${one ? "is" : "are"} sealed with the old site's auth secret, which this site does not have: before starting it, ${copy}. Otherwise connect those calendars again and rotate those webhook secrets in the admin area.`;
}
