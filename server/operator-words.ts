import { userInfo } from "node:os";
import { parseConfig } from "./config";
import { ExplainedError } from "./explained-error";
import { networkFailureWords } from "./network-failure";

// What the entry points (`npm start`, `npm run admin`, `db:backup`, `db:restore`) print when they stop:
// for the failures an operator causes and can mend (a database that does not answer or does not exist,
// a folder that cannot be written), one line saying what and what to do. Anything else keeps its stack,
// for whoever debugs it.

/** Where the entry point was told to keep its data. */
export interface DataSetting {
  databaseUrl?: string;
  dataDir: string;
}

interface Failure {
  code?: unknown;
  path?: unknown;
  severity?: unknown;
  message?: unknown;
}

const fileProblems: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  ENOTDIR: "part of the path is a file, not a folder",
  ENOENT: "its folder does not exist",
  ENOSPC: "the disk is full",
};

function databaseAt(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return { host: url.host, name: decodeURIComponent(url.pathname.slice(1)) || "postgres" };
}

function postgresWords(failure: Failure, databaseUrl: string): string | undefined {
  const { host, name } = databaseAt(databaseUrl);
  if (failure.code === "3D000")
    return `The database "${name}" does not exist on ${host}: create it (createdb "${name}"), or correct DATABASE_URL.`;
  if (failure.code === "28P01" || failure.code === "28000")
    return `PostgreSQL at ${host} refused DATABASE_URL's user name or password (${String(failure.message)}): correct DATABASE_URL.`;
  return undefined;
}

function fileWords(failure: Failure, { dataDir }: DataSetting): string | undefined {
  const problem = typeof failure.code === "string" ? fileProblems[failure.code] : undefined;
  if (!problem || typeof failure.path !== "string") return undefined;
  const inDataDir = failure.path.startsWith(dataDir);
  const mend = inDataDir
    ? `Choose a DATA_DIR this user (${userName()}) can write, or make ${dataDir} writable for it.`
    : "Choose another place, or create or free that folder first.";
  return `Cannot use ${failure.path}: ${problem}. ${mend}`;
}

function userName() {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "?"}`;
  }
}

/** The operator's one line for this failure, or undefined when it is not one of theirs to mend. */
export function operatorWords(error: unknown, setting: DataSetting): string | undefined {
  if (error instanceof ExplainedError) return error.message;
  if (!error || typeof error !== "object") return undefined;
  const failure = error as Failure;
  if (setting.databaseUrl) {
    // A PostgreSQL refusal carries its SQLSTATE and severity; a connection that failed, a network code.
    if (failure.severity) return postgresWords(failure, setting.databaseUrl);
    const words = networkFailureWords(error, databaseAt(setting.databaseUrl).host);
    if (words) return `${words} Check DATABASE_URL, and that PostgreSQL runs there.`;
  }
  return fileWords(failure, setting);
}

/**
 * As operatorWords, for an entry point's last catch: the data setting read from the environment again
 * (a configuration that cannot be read has already said why, as an ExplainedError).
 */
export function operatorWordsAtExit(error: unknown): string | undefined {
  if (error instanceof ExplainedError) return error.message;
  try {
    return operatorWords(error, parseConfig());
  } catch {
    return undefined;
  }
}
