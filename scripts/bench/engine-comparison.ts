import { git, root } from "./build";
import { BURST, describeEngine, type EngineFigures, measureEngine } from "./engine";
import { engineTable } from "./engine-table";
import { OLD_ENGINE_COMMIT, prepareOldEngine } from "./old-engine";

// The old engine (PGlite, scripts/bench/old-engine.ts) and this checkout's measured the same way in one
// run, round by round, each round's figures printed as they come and the ranges side by side at the end.
// The engine that goes first alternates, so a machine growing busier or quieter favours neither.

interface Engine {
  label: string;
  root: string;
  rounds: EngineFigures[];
}

function thisCheckout() {
  const changed = git("status", "--porcelain") ? " + changes" : "";
  return `new: ${git("rev-parse", "--short", "HEAD") ?? "this checkout"}${changed} (embedded PostgreSQL)`;
}

const stamp = () => `${new Date().toISOString().slice(0, 16)}Z`;

/** Prints each engine's round as it ends; returns the side-by-side table (and why an engine is missing). */
export async function compareEngines(rounds: number, progress: (message: string) => void): Promise<string> {
  const oldTree = prepareOldEngine(progress);
  const newEngine: Engine = { label: thisCheckout(), root, rounds: [] };
  const oldEngine: Engine = { label: `old: ${OLD_ENGINE_COMMIT} (PGlite)`, root: "", rounds: [] };
  const notes: string[] = [];
  if ("unavailable" in oldTree) notes.push(`The old engine was not measured: ${oldTree.unavailable}.`);
  else oldEngine.root = oldTree.root;
  const engines = oldEngine.root ? [oldEngine, newEngine] : [newEngine];
  for (let round = 1; round <= rounds; round++) {
    for (const engine of round % 2 === 1 ? engines : [...engines].reverse()) {
      const name = engine.label.split(" (")[0];
      progress(`round ${round} of ${rounds}, ${name}`);
      try {
        const figures = await measureEngine(engine.root, (message) => progress(`  ${message}`));
        engine.rounds.push(figures);
        console.log(
          `\n# npm start, ${engine.label}, round ${round} — ${stamp()}\n${describeEngine(figures)}`,
        );
      } catch (error) {
        // The old site failing is a finding to print, not a reason to lose the new one's figures.
        if (engine === newEngine) throw error;
        notes.push(`The old engine's round ${round} failed: ${(error as Error).message}`);
      }
    }
  }
  return [
    `# npm start, old engine and new side by side — ${stamp()}`,
    engineTable([oldEngine, newEngine], BURST),
    ...notes,
  ].join("\n");
}
