// `npm test`: the checks that share nothing run side by side. First the type check, the lint and the
// build; then, on that one build, the unit and integration tests (Vitest: free ports, temporary
// databases) beside the end-to-end tests (Playwright: E2E_PORT and the ports after it, .e2e-data).
// Each line is marked with the step that printed it; the run fails when any step fails. A failed step's
// last lines are printed again at the very end: with two steps side by side, its report is otherwise
// buried under the other's output, and CI keeps only the tail of the log.
import { spawn } from "node:child_process";

const recapLines = 80;

const phases = [
  [
    ["typecheck", "npm", ["run", "--silent", "typecheck"]],
    ["lint", "npm", ["run", "--silent", "lint"]],
    ["build", "npm", ["run", "--silent", "build"]],
  ],
  [
    ["vitest", "npx", ["vitest", "run"]],
    ["e2e", "npx", ["playwright", "test"]],
  ],
];

const width = Math.max(...phases.flat().map(([name]) => name.length));

function prefixLines(name, stream, out, lastLines) {
  const label = `${name.padEnd(width)} │ `;
  const write = (line) => {
    out.write(`${label}${line}\n`);
    lastLines.push(line);
    if (lastLines.length > recapLines) lastLines.shift();
  };
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) write(line);
  });
  stream.on("end", () => {
    if (rest) write(rest);
  });
}

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const lastLines = [];
    prefixLines(name, child.stdout, process.stdout, lastLines);
    prefixLines(name, child.stderr, process.stderr, lastLines);
    child.on("error", (error) => resolve({ name, ok: false, seconds: 0, why: error.message, lastLines }));
    child.on("close", (code, signal) =>
      resolve({
        name,
        lastLines,
        ok: code === 0,
        seconds: (Date.now() - started) / 1000,
        why: signal ? `stopped by ${signal}` : `exit ${code}`,
      }),
    );
  });
}

const started = Date.now();
const results = [];
for (const phase of phases) {
  results.push(...(await Promise.all(phase.map(run))));
  if (results.some((result) => !result.ok)) break;
}
for (const { name, ok, lastLines } of results) {
  if (ok) continue;
  console.log(`\n── the last ${lastLines.length} lines of ${name}, which failed ──`);
  for (const line of lastLines) console.log(line);
}
console.log("");
for (const { name, ok, seconds, why } of results)
  console.log(`${ok ? "✓" : "✗"} ${name.padEnd(width)} ${seconds.toFixed(1)} s${ok ? "" : ` (${why})`}`);
const failed = results.filter((result) => !result.ok).map((result) => result.name);
console.log(
  `${failed.length ? `npm test failed: ${failed.join(", ")}` : "npm test passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = failed.length ? 1 : 0;
