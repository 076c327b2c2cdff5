import { createHash, randomBytes } from "node:crypto";
import type { PasswordHashing } from "../../server/auth/auth";

// Better Auth's scrypt costs tens of milliseconds of CPU and 64 MB a hash, and the in-process test apps
// hash about 600 times a run (every admin made, every sign-in tried). They hash with this instead; the
// server processes and the end-to-end servers keep scrypt, and password-hashing.test.ts checks that the
// server hashes with it.

function digest(salt: string, password: string) {
  return createHash("sha256").update(`${salt}:${password}`).digest("hex");
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(8).toString("hex");
    return `test-sha256:${salt}:${digest(salt, password)}`;
  },
  async verify({ hash, password }) {
    const [scheme, salt = "", expected] = hash.split(":");
    return scheme === "test-sha256" && digest(salt, password) === expected;
  },
};
