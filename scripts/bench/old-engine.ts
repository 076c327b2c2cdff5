import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  lstatSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildWhenStale, git, root } from "./build";

// The old engine: the site as it was at the last commit whose `npm start` ran on PGlite (decision 040),
// kept once outside the repository with this checkout's node_modules (its dependencies are a subset of
// today's, PGlite the same 0.5.16) and its own build, so `npm start` there is the old site unchanged.

export const OLD_ENGINE_COMMIT = "d582998";

export type OldEngine = { root: string; commit: string } | { unavailable: string };

function extract(commit: string, tree: string) {
  const partial = `${tree}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const unpack = spawnSync(
    "sh",
    ["-c", 'mkdir -p "$2" && git archive "$1" | tar -x -C "$2"', "sh", commit, partial],
    { cwd: root, encoding: "utf8" },
  );
  if (unpack.status !== 0 || !existsSync(path.join(partial, "package.json")))
    throw new Error(`git archive ${commit} | tar -x failed: ${unpack.stderr.trim()}`);
  renameSync(partial, tree);
}

/** The tree's node_modules is this checkout's, wherever an earlier run's pointed. */
function linkModules(tree: string) {
  const modules = realpathSync(path.join(root, "node_modules"));
  const link = path.join(tree, "node_modules");
  if (existsSync(link) && lstatSync(link).isSymbolicLink() && readlinkSync(link) === modules) return;
  rmSync(link, { recursive: true, force: true });
  symlinkSync(modules, link);
}

/** The old tree, made and built when missing; or why it cannot be (a shallow clone, a failed build). */
export function prepareOldEngine(progress: (message: string) => void): OldEngine {
  const commit = git("rev-parse", "--verify", "--quiet", `${OLD_ENGINE_COMMIT}^{commit}`);
  if (!commit) {
    const shallow = git("rev-parse", "--is-shallow-repository") === "true";
    return {
      unavailable: `commit ${OLD_ENGINE_COMMIT} is not in this clone${shallow ? " (a shallow clone; git fetch --unshallow brings it)" : ""}`,
    };
  }
  const tree = path.join(tmpdir(), `dvat-old-engine-${commit.slice(0, 12)}`);
  try {
    if (!existsSync(path.join(tree, "package.json"))) {
      progress(`the old engine: ${OLD_ENGINE_COMMIT} into ${tree}…`);
      extract(commit, tree);
    }
    linkModules(tree);
    // The old tree seeds its own database with the same script as this one.
    copyFileSync(
      path.join(root, "scripts/bench/seed-data-dir.ts"),
      path.join(tree, "scripts/bench/seed-data-dir.ts"),
    );
    const status = buildWhenStale(tree);
    if (status !== 0) return { unavailable: `its build in ${tree} failed (exit ${status})` };
    return { root: tree, commit };
  } catch (error) {
    return { unavailable: `its tree in ${tree} could not be made: ${(error as Error).message}` };
  }
}
