import pg from "pg";
import type { TestProject } from "vitest/node";
import { ensureCurrentBuild } from "../../scripts/build-state.mjs";
import { projectRoot } from "../../server/project-root";
import { prepareMigratedDatabases, startRunServer, testDatabasePrefix } from "./migrated-databases";
import { makeRunTemporaryFolder } from "./temp-folder";

// The integration tests run the built server (test-app.ts, server-process.ts): build first when the
// sources changed since the last build, so no run tests yesterday's code. Then start the run's embedded
// server and migrate once the databases every test copies (migrated-databases.ts). Everything the run
// writes to the temporary folder goes in one of its own, set before the workers start.

let runServer: Awaited<ReturnType<typeof startRunServer>> | undefined;
let runTemporaryFolder: ReturnType<typeof makeRunTemporaryFolder> | undefined;

export async function setup(project: TestProject) {
  ensureCurrentBuild(projectRoot());
  runTemporaryFolder = makeRunTemporaryFolder();
  project.provide("runTemporaryFolder", runTemporaryFolder.folder);
  runServer = await startRunServer();
  project.provide(
    "migratedDatabases",
    await prepareMigratedDatabases(runServer.url, process.env.TEST_DATABASE_URL),
  );
}

/** Removes the PostgreSQL databases this run created (templates included) on `url`. */
async function dropRunDatabases(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${testDatabasePrefix}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}

// The run's embedded server goes with everything on it; on TEST_DATABASE_URL, what this run made; then
// the run's temporary folder.
export async function teardown() {
  await runServer?.stop();
  const url = process.env.TEST_DATABASE_URL;
  if (url) await dropRunDatabases(url);
  runTemporaryFolder?.remove();
}
