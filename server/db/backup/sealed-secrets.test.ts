import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SecretBox } from "../../secrets/secret-box";
import type { Backup } from "./backup-file";
import { sealedSecretsNote } from "./sealed-secrets";

describe("the restore's note on the backup's sealed secrets", () => {
  const oldSecret = "the old site's auth secret, long enough to use";
  const folder = mkdtempSync(path.join(tmpdir(), "sealed-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const backup: Backup = {
    madeAt: "2026-11-27T18:00:00.000Z",
    migrations: 1,
    sequences: {},
    tables: [
      {
        table: "webhook_endpoints",
        columns: ["id", "sealed_secret"],
        rowsJson: JSON.stringify([
          { id: "a", sealed_secret: new SecretBox(oldSecret, "webhook-secret").seal("whsec_x") },
        ]),
      },
    ],
  };

  it("says what to copy where when the restored site cannot open them, and nothing when it can", () => {
    const fresh = path.join(folder, "fresh");
    expect(sealedSecretsNote(backup, { dataDir: fresh })).toBe(
      `1 webhook signing secret in the backup is sealed with the old site's auth secret, which this site does not have: before starting it, copy the old site's auth secret (the file auth-secret in its DATA_DIR, or its AUTH_SECRET) to ${fresh}/auth-secret. Otherwise connect those calendars again and rotate those webhook secrets in the admin area.`,
    );
    expect(
      sealedSecretsNote(backup, { dataDir: fresh, authSecret: "another secret, long enough to use it" }),
    ).toMatch(/: before starting it, set AUTH_SECRET to the old site's auth secret/);
    expect(sealedSecretsNote(backup, { dataDir: fresh, authSecret: oldSecret })).toBeUndefined();
    const copied = path.join(folder, "copied");
    rmSync(copied, { recursive: true, force: true });
    mkdirSync(copied);
    writeFileSync(path.join(copied, "auth-secret"), `${oldSecret}\n`);
    expect(sealedSecretsNote(backup, { dataDir: copied })).toBeUndefined();
    expect(sealedSecretsNote({ ...backup, tables: [] }, { dataDir: fresh })).toBeUndefined();
  });
});
