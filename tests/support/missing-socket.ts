import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * What node-postgres throws when it connects to a Unix socket whose file is gone (a server that
 * stopped), in a folder of its own that is removed afterwards; `inFolder` may look around it first.
 */
export async function missingSocketFailure(inFolder?: (folder: string) => void): Promise<unknown> {
  const folder = mkdtempSync(path.join(tmpdir(), "no-socket-"));
  try {
    const client = new pg.Client({ host: folder, port: 5432, user: "agency", database: "agency" });
    const failure = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    inFolder?.(folder);
    return failure;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
