import { createHash, randomBytes } from "node:crypto";

// The booking's manage link: 32 random bytes (256 bits), base64url. Only the SHA-256 of a token is
// stored, so the database alone opens no booking; the token itself lives in the customer's e-mail.

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const MANAGE_PATH = "/booking";

export function newManageToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Anything else is answered like an unknown token, without a look in the database. */
export function isWellFormedToken(token: string | undefined): token is string {
  return token !== undefined && TOKEN_SHAPE.test(token);
}

/** The manage page's address at `base` (PUBLIC_URL, or the origin the visitor used). */
export function manageUrl(base: string, token: string): string {
  return `${base}${MANAGE_PATH}/${token}`;
}
