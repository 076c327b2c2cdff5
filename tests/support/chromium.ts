import { existsSync } from "node:fs";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The system Chromium the end-to-end tests drive: CHROME_PATH, or the usual Debian locations. */
export function findChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROME_PATH is set to ${configured}, but no browser is there.`);
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install chromium`) " +
      "or set CHROME_PATH to a Chromium or Chrome executable.",
  );
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
