// `npm run bench:engine`: what `npm start` on the embedded default costs an operator (scripts/bench/engine.ts),
// `BENCH_ROUNDS` times (default 3) so the spread on a shared machine shows.
import { buildIfNeeded, root } from "./bench/build";
import { describeEngine, measureEngine } from "./bench/engine";

const progress = (message: string) => process.stderr.write(`${message}\n`);
buildIfNeeded();
const rounds = Number(process.env.BENCH_ROUNDS) || 3;
for (let round = 1; round <= rounds; round++) {
  progress(`round ${round} of ${rounds}`);
  console.log(
    `\n# npm start, round ${round} — ${new Date().toISOString().slice(0, 16)}Z\n${describeEngine(await measureEngine(root, progress))}`,
  );
}
