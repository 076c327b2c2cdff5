// One line per event on stdout; errors with their stack on stderr. Never shown to visitors.

export const logLevels = ["info", "warn", "error"] as const;
export type LogLevel = (typeof logLevels)[number];

// Process-wide, not module-wide: the server bundle and the route bundle each carry a copy of this module.
const levelKey = Symbol.for("agency.logLevel");
const shared = globalThis as { [levelKey]?: LogLevel };

/** Lines below this level are dropped (LOG_LEVEL, set once at start by server/services.ts). */
export function setLogLevel(level: LogLevel) {
  shared[levelKey] = level;
}

/** The level in force (tests that read the log set it, then put it back). */
export function logLevel(): LogLevel {
  return shared[levelKey] ?? "info";
}

function shows(level: LogLevel) {
  return logLevels.indexOf(level) >= logLevels.indexOf(logLevel());
}

function line(level: string, message: string) {
  return `${new Date().toISOString()} ${level} ${message}`;
}

export const logger = {
  /** What the operator must see at any level: where the site listens, the first admin's link. */
  notice(message: string) {
    process.stdout.write(`${line("info", message)}\n`);
  },
  info(message: string) {
    if (shows("info")) process.stdout.write(`${line("info", message)}\n`);
  },
  warn(message: string) {
    if (shows("warn")) process.stderr.write(`${line("warn", message)}\n`);
  },
  error(message: string, error?: unknown) {
    const detail =
      error instanceof Error ? `\n${error.stack ?? error.message}` : error ? ` ${String(error)}` : "";
    process.stderr.write(`${line("error", message)}${detail}\n`);
  },
};
