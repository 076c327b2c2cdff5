// `npm run bench:engine`: what `npm start` on the embedded default costs an operator (scripts/bench/engine.ts),
// the old engine (PGlite, as of scripts/bench/old-engine.ts's commit) and this checkout's, alternately,
// `BENCH_ROUNDS` rounds each (default 3) so the spread on a shared machine shows; then both side by side.
import { buildIfNeeded } from "./bench/build";
import { compareEngines } from "./bench/engine-comparison";

const progress = (message: string) => process.stderr.write(`${message}\n`);
buildIfNeeded();
const rounds = Number(process.env.BENCH_ROUNDS) || 3;
console.log(`\n${await compareEngines(rounds, progress)}`);
