import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export class DataDirInUseError extends Error {}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. The
 * lock file names the holder; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockFile, "utf8") === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockFile, "utf8"));
      if (holder && isRunning(holder)) {
        throw new DataDirInUseError(
          `The embedded database in ${lockFile.replace(/\/[^/]+$/, "")} is in use by process ${holder}. ` +
            "Stop it first, or use PostgreSQL (DATABASE_URL) to share one database.",
        );
      }
      unlinkSync(lockFile);
    }
  }
  throw new DataDirInUseError(`Could not lock ${lockFile}`);
}
