// One line per event on stdout; errors with their stack on stderr. Never shown to visitors.

function line(level: string, message: string) {
  return `${new Date().toISOString()} ${level} ${message}`;
}

export const logger = {
  info(message: string) {
    process.stdout.write(`${line("info", message)}\n`);
  },
  warn(message: string) {
    process.stderr.write(`${line("warn", message)}\n`);
  },
  error(message: string, error?: unknown) {
    const detail =
      error instanceof Error ? `\n${error.stack ?? error.message}` : error ? ` ${String(error)}` : "";
    process.stderr.write(`${line("error", message)}${detail}\n`);
  },
};
