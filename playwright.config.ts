import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/support/chromium";
import { e2eAdminNotifyEmail, e2eSmtpPort } from "./tests/support/e2e-mail";

// Runs against the production build (npm test builds first), on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 4317);
export const e2eBaseUrl = `http://localhost:${port}`;
export const e2eAdmin = { email: "admin@e2e.test", password: "e2e-admin-password" };

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/support/e2e-global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: e2eBaseUrl,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node tests/support/serve-fresh.mjs",
    url: `${e2eBaseUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: `.e2e-data/${port}`,
      PUBLIC_URL: e2eBaseUrl,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      ADMIN_NOTIFY_EMAIL: e2eAdminNotifyEmail,
    },
  },
});
