import { inspect } from "node:util";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logger";

// A database outage leaves Better Auth as itself, so the app answers it like any other: 503 with one
// plain message, logged once (server/http/service-unavailable.ts). Better Auth turns some failures into
// its own 500 (a session it could not read); this hook gives the outage back instead. What it does not
// catch at all, `onAPIError.throw` hands to Express's error handler.

export const databaseOutagePlugin = {
  id: "database-outage",
  hooks: {
    after: [
      {
        matcher: () => true,
        handler: createAuthMiddleware(async (ctx) => {
          const returned = ctx.context.returned;
          if (returned instanceof Error && isDatabaseUnavailable(returned))
            throw new DatabaseUnavailableError(returned.message, { cause: returned });
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;

// A wrong password or an unknown e-mail is a sign-in refused as designed (the sign-in limits count them),
// nothing the operator must act on.
const refusedSignIns = new Set(["Invalid password", "User not found"]);

// Better Auth logs this query's failure, without the error, and then throws the error itself: the
// request's own log line reports it with its stack (once, as during a database outage).
const rethrown = /^Failed to query fallback join for model /;

function shown(arg: unknown) {
  return typeof arg === "object" && arg !== null && !(arg instanceof Error)
    ? inspect(arg, { breakLength: Number.POSITIVE_INFINITY })
    : String(arg);
}

/**
 * Better Auth's log lines in ours; an outage it reports on the way is left to the one log line of the
 * request, and a refused sign-in is information, not a warning.
 */
export function logForBetterAuth(
  level: "debug" | "info" | "warn" | "error",
  message: string,
  ...args: unknown[]
) {
  const line = `[Better Auth] ${message} ${args.map(shown).join(" ")}`.trim();
  if (level === "error") {
    if (args.some(isDatabaseUnavailable)) return;
    if (rethrown.test(message)) logger.info(line);
    else logger.error(`[Better Auth] ${message}`, args.find((arg) => arg instanceof Error) ?? args[0]);
    return;
  }
  if (level === "warn" && !refusedSignIns.has(message)) logger.warn(line);
  else logger.info(line);
}
