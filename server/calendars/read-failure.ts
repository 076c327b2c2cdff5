import { networkFailureWords } from "../network-failure";
import { SealedSecretUnreadable } from "../secrets/secret-box";

// Why a calendar could not be read, in words the owner can act on. Never the address itself: a
// private ICS address is a secret, and errors end up in the admin page and the logs.

/** A refusal already in the owner's words. */
export class CalendarReadFailure extends Error {}

export function calendarReadFailure(error: unknown, host: string): string {
  if (error instanceof CalendarReadFailure || error instanceof SealedSecretUnreadable) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  if (/invalid credentials|401|unauthori[sz]ed/i.test(message))
    return `${host} refused the user name or app password: check them, or create a new app password.`;
  if (/403|forbidden/i.test(message)) return `${host} does not let this account read the calendar (403).`;
  const words = networkFailureWords(error, host, READ_TIMEOUT_MS);
  if (words) return words;
  if (error instanceof TypeError && /fetch failed/i.test(message))
    return `${host} could not be reached: the server may be down or the address wrong.`;
  return `${host} did not answer as a calendar server: check the address.`;
}

/** How long one read of a calendar may take before it counts as failed. */
export const READ_TIMEOUT_MS = 15_000;

/**
 * Work that talks to the owner's calendar server or reads its data: any failure becomes a
 * CalendarReadFailure in words, never mistaken for our own database's (both have ECONNREFUSED).
 */
export async function fromCalendar<T>(host: string, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new CalendarReadFailure(calendarReadFailure(error, host));
  }
}
