import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isMigrated } from "../../server/db/migrate";
import { createTestDatabase, databaseKinds } from "../support/test-database";

describe.each(databaseKinds)("the health check's database probe on %s", (kind) => {
  it("is true only while the database answers and has every migration", async () => {
    const database = await createTestDatabase(kind);
    expect(await isMigrated(database)).toBe(true);
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    expect(await isMigrated(database)).toBe(false);
    await database.close();
    await expect(isMigrated(database)).rejects.toThrow();
  });
});
