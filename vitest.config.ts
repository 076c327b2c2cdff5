import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
export default defineConfig({
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "@domain": new URL("./domain", import.meta.url).pathname,
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "domain/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    reporters: ["default", "./tests/support/nothing-skipped-vitest.ts"],
    globalSetup: ["./tests/support/vitest-global-setup.ts"],
    setupFiles: ["./tests/support/console-guard.ts", "./tests/support/dom-waits.ts"],
    // Generous: the process, outage and concurrency suites poll for up to a minute on a busy 2-core CI machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits on real servers, browsers and sockets: a second (Vitest's default) is too
    // little on a busy machine; a poll still ends as soon as its condition holds.
    expect: { poll: { timeout: 20_000 } },
    pool: "forks",
    // Each worker process runs its files one after another in one module graph: the built server and
    // Better Auth load once per worker, not once per file. That halved the run's CPU time (docs/decisions/022-test-run-speed-and-flakes.md).
    // Tests restore what they stub (spies, timers, TZ) in their own hooks.
    isolate: false,
    // Both cores: most files wait on servers, sockets and timers part of the time (Vitest's default
    // leaves one core free).
    maxWorkers: 2,
    // The built server (tests/support/test-app.ts) runs as Node loads it: one copy of react-router.
    server: { deps: { external: [/\/build\/server\//] } },
  },
});
