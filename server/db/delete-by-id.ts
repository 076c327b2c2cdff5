import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./connection";

/** Deletes the row with `id` (and what cascades from it); true when there was one. */
export async function deleteById(
  db: Database,
  table: PgTable & { id: PgColumn },
  id: string,
): Promise<boolean> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
