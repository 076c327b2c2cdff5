import { existsSync } from "node:fs";

const fullBrowsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const headlessShells = ["/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell"];

function configuredBrowser(): string | undefined {
  const configured = process.env.CHROME_PATH;
  if (configured && !existsSync(configured))
    throw new Error(`CHROME_PATH is set to ${configured}, but no browser is there.`);
  return configured;
}

function firstInstalled(candidates: string[]): string {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install chromium " +
      "chromium-headless-shell`) or set CHROME_PATH to a Chromium or Chrome executable.",
  );
}

/**
 * The whole system Chromium: CHROME_PATH, or the usual Debian locations. For what needs the full
 * browser: a microphone behind a permission (the voice demo) and Lighthouse's measurements.
 */
export function findChromium(): string {
  return configuredBrowser() ?? firstInstalled(fullBrowsers);
}

/**
 * The browser pages are tested in: CHROME_PATH, else Chromium's headless shell when installed (the
 * same Blink and V8 without the desktop browser around them: half the CPU per page on two cores,
 * docs/decisions/022-test-run-speed-and-flakes.md), else the whole Chromium.
 */
export function findHeadlessChromium(): string {
  return configuredBrowser() ?? firstInstalled([...headlessShells, ...fullBrowsers]);
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
