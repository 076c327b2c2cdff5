import { chmodSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ExplainedError } from "../../explained-error";

// PostgreSQL refuses to run as root. When the site runs as root (a container, CI), the embedded server
// runs as the system's `postgres` user if there is one, else as `nobody`; otherwise as the site's user.

export interface DatabaseUser {
  name: string;
  uid: number;
  gid: number;
}

function systemUser(name: string): DatabaseUser | undefined {
  for (const line of readFileSync("/etc/passwd", "utf8").split("\n")) {
    const [user, , uid, gid] = line.split(":");
    if (user === name) return { name, uid: Number(uid), gid: Number(gid) };
  }
  return undefined;
}

/** Whom the server must run as, or undefined to run as this process's user. */
export function databaseUser(): DatabaseUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = systemUser("postgres") ?? systemUser("nobody");
  if (!user)
    throw new ExplainedError(
      "The embedded database cannot run as root, and this system has neither a postgres nor a nobody user to run it as. Run the site as another user, or set DATABASE_URL.",
    );
  return user;
}

function mayEnter(user: DatabaseUser, folder: string) {
  const { mode, uid, gid } = statSync(folder);
  if (uid === user.uid) return (mode & 0o100) !== 0;
  if (gid === user.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/**
 * The server's user must pass through every folder down to its cluster. DATA_DIR is the site's own: it
 * is opened for passing through (o+x: no listing, and its files stay the site's user's). A folder above
 * it is the owner's to open, and the refusal names it.
 */
export function letThrough(user: DatabaseUser | undefined, dataDir: string) {
  if (!user) return;
  if (!mayEnter(user, dataDir)) chmodSync(dataDir, statSync(dataDir).mode | 0o001);
  for (let folder = path.dirname(dataDir); ; folder = path.dirname(folder)) {
    if (!mayEnter(user, folder))
      throw new ExplainedError(
        `The embedded database runs as the user ${user.name} (PostgreSQL refuses root), who cannot pass through ${folder} on the way to DATA_DIR (${dataDir}). Allow it (chmod o+x ${folder}), or choose a DATA_DIR such as /var/lib/agency.`,
      );
    if (folder === path.dirname(folder)) return;
  }
}
