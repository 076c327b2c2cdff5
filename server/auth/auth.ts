import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/connection";
import { account, session, user, verification } from "../db/schema";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { listedOrigins, type OriginPolicy, REQUEST_ORIGIN_HEADER } from "../http/origin-gate";
import { databaseOutagePlugin, logForBetterAuth } from "./database-outage";
import { signInLimitHooks } from "./sign-in-limits";

/** How passwords are hashed and checked: Better Auth's own option, both halves given. */
export type PasswordHashing = Required<
  NonNullable<NonNullable<BetterAuthOptions["emailAndPassword"]>["password"]>
>;

export interface AuthOptions {
  db: Database;
  secret: string;
  /** PUBLIC_URL and TRUSTED_ORIGINS; without PUBLIC_URL, Better Auth's own base is localhost:PORT. */
  origins: OriginPolicy;
  port: number;
  /** Better Auth's own (scrypt) when omitted, as the server always runs. */
  passwordHashing?: PasswordHashing;
}

/** Better Auth: email + password, database sessions in HttpOnly cookies, no public sign-up. */
export function createAuth({ db, secret, origins, port, passwordHashing }: AuthOptions) {
  const https = origins.publicUrl?.startsWith("https://") ?? false;
  return betterAuth({
    appName: "Admin",
    baseURL: origins.publicUrl ?? `http://localhost:${port}`,
    basePath: "/api/auth",
    secret,
    // The origin gate (server/http/origin-gate.ts) has already refused other sites and names the
    // request's own origin, wherever the site was reached; Better Auth's own check agrees with it.
    trustedOrigins: (request) => [request?.headers.get(REQUEST_ORIGIN_HEADER), ...listedOrigins(origins)],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Admins are created by the command line or ADMIN_EMAIL/ADMIN_PASSWORD, never by visitors.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      ...(passwordHashing ? { password: passwordHashing } : {}),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // A session in use is extended once a day, so an active admin is never signed out.
      updateAge: 60 * 60 * 24,
    },
    // Our database-backed sign-in limits replace Better Auth's in-memory limiter, which would count
    // per instance and refuse an admin after 3 sign-ins in 10 s (docs/decisions/006-sign-in-limits.md).
    rateLimit: { enabled: false },
    hooks: signInLimitHooks(db),
    // An outage reaches the app's error handling as itself (server/auth/database-outage.ts).
    plugins: [databaseOutagePlugin],
    onAPIError: { throw: true },
    logger: { log: logForBetterAuth },
    advanced: {
      // Better Auth skips its Origin (CSRF) checks when NODE_ENV=test; on everywhere, tests see what
      // production does (tests/integration/security-cross-site.test.ts).
      disableOriginCheck: false,
      useSecureCookies: https,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
