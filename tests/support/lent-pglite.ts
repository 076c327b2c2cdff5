import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "../../server/db/connection";

// Opening an embedded database from the migrated image costs half a second of CPU; emptying one that a
// test has used costs a few milliseconds. So a test file keeps the embedded databases its tests give
// back, and empties one before lending it again: the same rows, sequences and schema as a fresh copy.
// One that was closed, or whose schema a test changed (a renamed table, a trigger), is not lent again.

const lentPglite = Symbol.for("tests.lentPglite");

interface Kept {
  handle: DatabaseHandle;
  client: PGlite;
}

// Held by the process, not the module: Vitest loads this module afresh for each test file, and a worker
// process that runs several files reuses what the earlier ones gave back.
interface Pool {
  kept: Kept[];
  imageSchema?: Promise<string>;
}
const holder = globalThis as { [lentPglite]?: Pool };
holder[lentPglite] ??= { kept: [] };
const pool = holder[lentPglite];
const { kept } = pool;

const schemaQuery = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as schema from (
    select 'relation:' || c.relname || ':' || c.relkind::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all
    select 'column:' || c.relname || '.' || a.attname || ':' || a.atttypid::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all
    select 'trigger:' || tgname from pg_trigger where not tgisinternal
    union all
    select 'migrations:' || count(*)::text from drizzle.__drizzle_migrations
    union all
    select 'function:' || p.proname
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
  ) as items`;

async function schemaOf(client: PGlite) {
  const { rows } = await client.query<{ schema: string }>(schemaQuery);
  return rows[0]?.schema ?? "";
}

function clientOf(handle: DatabaseHandle) {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

/** Empties a kept database for its next test; false when it cannot be (closed, or a transaction failed). */
async function emptied({ client }: Kept) {
  if (client.closed) return false;
  try {
    const { rows } = await client.query<{ name: string }>(
      "select format('%I', tablename) as name from pg_tables where schemaname = 'public'",
    );
    await client.exec(
      `select pg_advisory_unlock_all(); truncate ${rows.map(({ name }) => name).join(", ")} restart identity cascade`,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * A migrated embedded database, lent open: a kept one emptied, or one `open` makes. Its close() gives
 * it back (ending the subscriptions the test left); the database stays open for the next test.
 */
export async function lendEmbeddedDatabase(open: () => Promise<DatabaseHandle>): Promise<DatabaseHandle> {
  let lent: Kept | undefined;
  while (!lent) {
    const candidate = kept.pop();
    if (!candidate) break;
    if (await emptied(candidate)) lent = candidate;
    else await candidate.handle.close().catch(() => {});
  }
  if (!lent) {
    const handle = await open();
    lent = { handle, client: clientOf(handle) };
    pool.imageSchema ??= schemaOf(lent.client);
    await pool.imageSchema;
  }
  const { handle, client } = lent;
  const subscriptions = new Set<() => Promise<void>>();
  let givenBack = false;
  return {
    kind: handle.kind,
    // Once given back it is another test's: using it then fails, as a closed database would.
    get db() {
      if (givenBack) throw new Error("This test database was closed");
      return handle.db;
    },
    async listen(channel, handler) {
      const unlisten = await handle.listen(channel, handler);
      const end = async () => {
        subscriptions.delete(end);
        await unlisten();
      };
      subscriptions.add(end);
      return end;
    },
    withOneConnection: (work) => handle.withOneConnection(work),
    async close() {
      if (givenBack) return;
      givenBack = true;
      for (const end of [...subscriptions]) await end().catch(() => {});
      const unchanged =
        !client.closed && (await schemaOf(client).catch(() => "")) === (await pool.imageSchema);
      if (unchanged) kept.push({ handle, client });
      else await handle.close();
    },
  };
}
