import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The decision records stay trustworthy: each has a status and a date, a record that amends another is
// named by it in turn, and every path to a record cited anywhere in the repository exists.

const folder = "docs/decisions";
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const statusLine =
  /^Status: (accepted|(?:amended|superseded) by \d{3}(?:, \d{3})*) · Date: \d{4}-\d{2}-\d{2}(?: · Amends: (\d{3}(?:, \d{3})*))?$/;

function headerOf(name: string) {
  const [title = "", , status = ""] = readFileSync(path.join(folder, name), "utf8").split("\n");
  return { title, status, match: statusLine.exec(status) };
}

const numbers = (list: string | undefined) => (list ? (list.match(/\d{3}/g) ?? []) : []);

describe("the decision records", () => {
  it("are numbered in order, titled with their number and give a status and a date", () => {
    records.forEach((name, index) => {
      const number = String(index + 1).padStart(3, "0");
      expect(name.startsWith(`${number}-`), name).toBe(true);
      const { title, status, match } = headerOf(name);
      expect(title.startsWith(`# ${number} — `), `${name}: ${title}`).toBe(true);
      expect(match, `${name}: ${status}`).not.toBeNull();
    });
  });

  it("say both ways when one amends or supersedes another", () => {
    const byNumber = new Map(records.map((name) => [name.slice(0, 3), headerOf(name).match]));
    for (const [number, match] of byNumber) {
      for (const later of numbers(match?.[1]))
        expect(numbers(byNumber.get(later)?.[2]), `${later} should say it amends ${number}`).toContain(
          number,
        );
      for (const earlier of numbers(match?.[2]))
        expect(
          numbers(byNumber.get(earlier)?.[1]),
          `${earlier} should say it is amended by ${number}`,
        ).toContain(number);
    }
  });

  it("are cited by files that exist", () => {
    const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.(ts|tsx|mjs|md|sh|json)$/.test(file) || file === ".ci/run");
    const missing: string[] = [];
    for (const file of tracked) {
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        continue;
      }
      for (const [cited] of text.matchAll(/\d{3}-[a-z0-9-]+\.md/g))
        if (!records.includes(cited)) missing.push(`${file}: ${cited}`);
    }
    expect(missing).toEqual([]);
  });
});
