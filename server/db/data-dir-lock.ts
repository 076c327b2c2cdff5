import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { ExplainedError } from "../explained-error";

export class DataDirInUseError extends ExplainedError {}

/** The process holding `lockFile`, if it still runs. */
export function lockHolder(lockFile: string): number | undefined {
  try {
    const holder = Number(readFileSync(lockFile, "utf8"));
    return holder && isRunning(holder) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database belongs to one site: a second one starting on the same DATA_DIR would stop
 * the first one's server as a left-over. The lock file names the holder; a lock left by a process that
 * no longer runs (killed with SIGKILL) is taken over.
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
          `The embedded database in ${lockFile.replace(/\/[^/]+$/, "")} is in use by process ${holder} (a site running on it). ` +
            "Stop it first, or use PostgreSQL (DATABASE_URL) to share one database between several sites.",
        );
      }
      unlinkSync(lockFile);
    }
  }
  throw new DataDirInUseError(`Could not lock ${lockFile}`);
}
