import { randomBytes } from "node:crypto";

// A failure on our side is told to the person in plain words with a short reference, and logged with
// the same reference, so "it says ref 3f9c2a1b" finds the stack in the log.

/** A short reference for one request: eight hexadecimal characters. */
export function newReference() {
  return randomBytes(4).toString("hex");
}

export function serverErrorMessage(reference: string) {
  return `Something went wrong on our side, so this was not done. Please try again in a moment. If it keeps happening, tell the site's team this reference: ${reference}.`;
}
