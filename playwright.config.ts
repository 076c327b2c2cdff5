import { defineConfig, devices } from "@playwright/test";
import { ensureCurrentBuild } from "./scripts/build-state.mjs";
import { chromiumArgs, findHeadlessChromium } from "./tests/support/chromium";
import { e2eChatPort, e2eChatStubPort } from "./tests/support/e2e-chat";
import { e2eAdminNotifyEmail, e2eSmtpPort } from "./tests/support/e2e-mail";

// Runs against the production build (npm test builds first), on fresh embedded databases, without
// PUBLIC_URL: as `npm start` runs for a newcomer, so every page must work at whatever address it is
// opened (docs/decisions/013-any-address.md).
// The servers below run the build: make it current first (once: the workers load this file too). Each
// starts on a copy of the migrated embedded database (tests/support/migrated-databases.ts), not a new
// one: creating it costs three seconds of CPU per server.
const inRunner = !process.env.TEST_WORKER_INDEX;
if (inRunner) ensureCurrentBuild(import.meta.dirname);
const migratedDataDir = inRunner
  ? await (await import("./tests/support/migrated-databases")).migratedEmbeddedFolder()
  : "";

const port = Number(process.env.E2E_PORT ?? 4317);
/**
 * Workers run side by side, each on a server and database of its own, so one spec's bookings and
 * settings never meet another's: worker 0 uses E2E_PORT, worker n E2E_PORT + 5 + n (the ports between
 * belong to the servers and stubs below).
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const sharedServerPorts = Array.from({ length: workers }, (_, index) => (index ? port + 5 + index : port));
// The config is read again in each worker, which Playwright tells its parallel index.
const workerPort = sharedServerPorts[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? port;
export const e2eBaseUrl = `http://localhost:${workerPort}`;
export const e2eAdmin = { email: "admin@e2e.test", password: "e2e-admin-password" };

/** The whole journey again, each on a server of its own, at 127.0.0.1 and at another host name. */
const anyAddress = [
  { name: "at 127.0.0.1", host: "127.0.0.1", port: port + 1 },
  { name: "at another host name", host: "agency-box.test", port: port + 2 },
];
const journey = /any-address\.spec\.ts/;
/** The chat assistant's specs: on a server of their own, configured with the provider's stub. */
const chatAssistant = /chat-assistant\.spec\.ts/;
const chatEnvironment = {
  CHAT_API_URL: `http://127.0.0.1:${e2eChatStubPort}/v1`,
  CHAT_API_KEY: "e2e-chat-key",
  CHAT_MODEL: "e2e-model",
};

function server(serverPort: number, extra: Record<string, string> = {}) {
  return {
    command: "node tests/support/serve-fresh.mjs",
    url: `http://127.0.0.1:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(serverPort),
      DATA_DIR: `.e2e-data/${serverPort}`,
      E2E_MIGRATED_DATA_DIR: migratedDataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      ADMIN_NOTIFY_EMAIL: e2eAdminNotifyEmail,
      // Every browser of the suite books from this one address, each visitor with an e-mail of its own.
      UPCOMING_BOOKINGS_PER_CLIENT: "1000",
      ...extra,
    },
  };
}

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/support/e2e-global-setup.ts",
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["./tests/support/nothing-skipped-playwright.ts"]],
  // The README's minimum machine (2 cores, the whole Chromium) runs the longest journeys in up to 35 s
  // when its neighbours are busy; a hung test still ends within a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: e2eBaseUrl,
    // A failed test keeps its trace: its actions with their arguments, the waiting each logged, and
    // errors. Not the screencast nor DOM snapshots (the network's requests come with those): recording
    // them for every test cost a tenth of the suite's CPU on two cores. To see the page and its
    // requests at each step, run again with `--trace on`.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: { executablePath: findHeadlessChromium(), args: chromiumArgs },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: [journey, chatAssistant] },
    {
      name: "chat assistant",
      testMatch: chatAssistant,
      use: { ...devices["Desktop Chrome"], baseURL: `http://localhost:${e2eChatPort}` },
    },
    ...anyAddress.map(({ name, host, port: serverPort }) => ({
      name,
      testMatch: journey,
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://${host}:${serverPort}`,
        launchOptions: {
          executablePath: findHeadlessChromium(),
          // Resolves the host name to this machine, as a LAN name or /etc/hosts entry would.
          args: [...chromiumArgs, `--host-resolver-rules=MAP ${host} 127.0.0.1`],
        },
      },
    })),
  ],
  webServer: [
    ...sharedServerPorts.map((serverPort) => server(serverPort)),
    ...anyAddress.map(({ port: serverPort }) => server(serverPort)),
    server(e2eChatPort, chatEnvironment),
  ],
});
