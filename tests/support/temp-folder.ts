import { chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A new folder under the system's temporary one that the embedded database's user may pass through
 * (when tests run as root, PostgreSQL runs as another user: server/db/embedded/database-user.ts).
 */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(folder, 0o755);
  return folder;
}
