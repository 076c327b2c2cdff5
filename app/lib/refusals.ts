import type { ActionFailure } from "@domain/action-result";
import { data, isRouteErrorResponse } from "react-router";

// Whatever refuses a form's request — the origin gate, the admin area, a limit, a failure on our side
// (with its reference), the network itself — the screen says why, beside the thing that failed, in the
// words the server chose. A route's clientAction turns such a refusal into an answer the screen shows;
// a 401 (the session ended) goes on to the admin area's boundary, which sends the admin to sign in.

/** A refusal from outside the action has the shape of any action's failure (domain/action-result.ts). */
export type Refusal = ActionFailure;

export const UNREACHABLE_MESSAGE =
  "The server could not be reached, so nothing was done. Check your connection and try again.";

const statusWords: Record<number, string> = {
  403: "This request was refused, so nothing was done. Reload the page and try again.",
  413: "What was sent is too large, so nothing was done.",
  429: "Too many attempts. Please wait a few minutes and try again.",
  503: "The booking service is temporarily unavailable. Please try again in a moment.",
};

function wordsFor(status: number) {
  return (
    statusWords[status] ??
    "Something went wrong on our side, so this was not done. Please try again in a moment."
  );
}

/** The refusal behind an error a server action threw, or undefined when it is not one the screen shows. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (isRouteErrorResponse(error)) {
    if (error.status === 401) return undefined;
    const said = typeof error.data === "string" && error.data.trim() !== "" ? error.data : undefined;
    return { ok: false, status: error.status, message: said ?? wordsFor(error.status) };
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return { ok: false, status: 0, message: UNREACHABLE_MESSAGE };
  if (error instanceof Error) return { ok: false, status: 500, message: wordsFor(500) };
  return undefined;
}

/** For a route's clientAction: the server's answer, or its refusal as an answer of the same shape. */
export async function answerOrRefusal<Answer>(serverAction: () => Promise<Answer>) {
  try {
    return await serverAction();
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data(refusal, { status: refusal.status || 503 });
  }
}
