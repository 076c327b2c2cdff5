import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingSocketFailure } from "../../tests/support/missing-socket";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./unavailable";

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it("recognises a lost or refused connection, however deeply it is wrapped", () => {
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    const query = new Error("Failed query: select 1", { cause: refused });
    const session = Object.assign(new Error("Failed to get session", { cause: query }), { status: 500 });
    for (const error of [
      refused,
      query,
      session,
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("connection failure", "08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new DatabaseUnavailableError(),
    ])
      expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("leaves every other error alone", () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint "bookings_time_slot_id_unique"', "23505"),
      withCode("deadlock detected", "40P01"),
      new Error("Failed query: select 1", { cause: new TypeError("x is not a function") }),
      new Error("Something else"),
      "ECONNREFUSED",
      undefined,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("recognises a server on a Unix socket that has stopped (its socket file gone), and no other missing file", async () => {
    let missingFile: unknown;
    const failure = await missingSocketFailure((folder) => {
      try {
        readFileSync(path.join(folder, "missing.json"));
      } catch (error) {
        missingFile = error;
      }
    });
    expect(failure).toMatchObject({ code: "ENOENT", syscall: "connect" });
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: failure }))).toBe(true);
    expect(missingFile).toMatchObject({ code: "ENOENT" });
    expect(isDatabaseUnavailable(missingFile)).toBe(false);
  });
});
