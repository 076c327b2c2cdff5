import { ensureAdmin } from "./auth/admins";
import { type Auth, createAuth } from "./auth/auth";
import { seedDemoData } from "./availability/demo-data";
import { type Config, resolveAuthSecret } from "./config";
import { type DatabaseHandle, type DatabaseOptions, databaseOptionsFor, openDatabase } from "./db/connection";
import { migrate } from "./db/migrate";
import { logger } from "./logger";

/** What a request needs from the running process; reaches route loaders through the router context. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
}

export async function startServices(config: Config, databaseOptions?: DatabaseOptions): Promise<Services> {
  const database = await openDatabase(databaseOptions ?? databaseOptionsFor(config));
  try {
    await migrate(database);
    const auth = createAuth({
      db: database.db,
      secret: resolveAuthSecret(config),
      publicUrl: config.publicUrl,
    });
    if (config.admin) {
      const { created } = await ensureAdmin(auth, database.db, config.admin);
      logger.info(`Admin ${config.admin.email} ${created ? "created" : "ensured"} from ADMIN_EMAIL`);
    }
    if (config.demoData) {
      const created = await seedDemoData(database.db, { now: new Date(), agencyZone: config.agencyTimeZone });
      if (created > 0)
        logger.info(`Demo data: weekly hours Monday–Friday 09:00–17:00 and ${created} slots created`);
    }
    return { config, database, auth };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

export async function stopServices(services: Services) {
  await services.database.close();
}
