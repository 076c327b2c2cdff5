/**
 * The database cannot be reached (it is down, restarting, refusing connections): what the edges of the
 * app answer with 503 instead of 500. Thrown where we notice it ourselves; the driver's own errors are
 * recognised by `isDatabaseUnavailable`.
 */
export class DatabaseUnavailableError extends Error {
  constructor(message = "The database is unavailable", options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

// Socket errors on the way to the server.
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

// PostgreSQL's own: connection exceptions (class 08), shutting down, starting up, crashed, full.
const serverCodes = new Set(["57P01", "57P02", "57P03", "53300"]);

// node-postgres reports a lost or never-made connection without a code.
const driverMessages = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
];

// A server on a Unix socket (the embedded one, or DATABASE_URL's `?host=/run/postgresql`) removes the
// socket's file when it stops: connecting then finds no file, where a TCP port would refuse.
function isMissingSocket(error: object) {
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  return code === "ENOENT" && syscall === "connect";
}

function isUnavailableItself(error: object) {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (networkCodes.has(code) || serverCodes.has(code) || code.startsWith("08")))
    return true;
  if (isMissingSocket(error)) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && driverMessages.some((text) => message.startsWith(text));
}

/**
 * True when `error`, or what caused it (Drizzle and Better Auth wrap the driver's error), says the
 * database could not be reached.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth++) {
    if (isUnavailableItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
