import type { Database, DatabaseHandle } from "../../server/db/connection";
import * as schema from "../../server/db/schema";

// The embedded database as the site opened it before decision 040: PGlite in DATA_DIR/pglite, one
// connection in the site's own process. Tests make a DATA_DIR of the earlier version with it and check
// that the next start carries everything over (server/db/carry-over/carry-over.ts).

export async function openEarlierDatabase(folder: string): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  const client = await PGlite.create({ dataDir: folder });
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    kind: "embedded",
    db,
    listen: (channel, handler) => client.listen(channel, handler),
    withOneConnection: (work) => work(db),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
