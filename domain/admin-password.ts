import { z } from "./zod";

// One rule for an admin's password wherever it is set: the setup page, `npm run admin` and
// ADMIN_PASSWORD. Better Auth takes 8 to 128 characters; the commonest passwords of that length are
// the first an attacker tries, whatever the sign-in limits (server/auth/sign-in-limits.ts).

const commonPasswords = new Set([
  "password",
  "password1",
  "password12",
  "password123",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "12345678",
  "123456789",
  "1234567890",
  "12341234",
  "12344321",
  "87654321",
  "987654321",
  "123123123",
  "11111111",
  "00000000",
  "88888888",
  "abcd1234",
  "abc12345",
  "qwertyui",
  "qwerty12",
  "qwerty123",
  "qwertyuiop",
  "1q2w3e4r",
  "1qaz2wsx",
  "qazwsxedc",
  "asdfghjk",
  "zxcvbnm1",
  "iloveyou",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "superman",
  "trustno1",
  "letmein1",
  "welcome1",
  "welcome123",
  "changeme",
  "admin123",
  "admin1234",
  "administrator",
]);

/** True for one of the commonest passwords, whatever its letters' case. */
export function isCommonPassword(password: string) {
  return commonPasswords.has(password.toLowerCase());
}

/** The rule, its messages starting with `name`: "Password must…", "--password must…"; none: "must…". */
export function adminPasswordSchema(name?: string) {
  const subject = name ? `${name} ` : "";
  return z
    .string({ error: `${subject}is required` })
    .min(8, `${subject}must be at least 8 characters`)
    .max(128, `${subject}must be at most 128 characters`)
    .refine(
      (password) => !isCommonPassword(password),
      `${subject}is one of the most common passwords: choose one nobody would guess`,
    );
}
