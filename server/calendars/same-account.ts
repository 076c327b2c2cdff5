import { eq } from "drizzle-orm";
import type { ConnectCalDavInput } from "../../domain/calendar-connect-schema";
import type { Database } from "../db/connection";
import { calendarAccounts } from "../db/schema";
import type { CalendarSecretBox } from "./calendar-secrets";
import { icsFetchUrl } from "./ics-reader";

// One CalDAV account is connected once: a second card for it would read the same calendars twice, and
// the two could say different things. The same account is the same server address — whatever the case
// of its host, a default port or a trailing slash — and the same user name, in any case (services
// such as Fastmail and iCloud sign in with an e-mail address). A private ICS address is connected once
// too: the same address whatever the case of its host, a default port or webcal:// for https:// (its
// path and query are its secret, and compared as they are). It is stored sealed, so each is opened to compare.

export interface ConnectedAccount {
  username: string;
  host: string;
}

function accountKey(serverUrl: string, username: string) {
  const url = new URL(serverUrl);
  const path = url.pathname.replace(/\/+$/, "");
  return `${url.protocol}//${url.host}${path}|${username.trim().toLowerCase()}`;
}

/** The connected CalDAV account these would connect again, if any. */
export async function connectedAccountLike(
  db: Database,
  input: Pick<ConnectCalDavInput, "server_url" | "username">,
): Promise<ConnectedAccount | undefined> {
  const wanted = accountKey(input.server_url, input.username);
  const accounts = await db
    .select({
      serverUrl: calendarAccounts.serverUrl,
      username: calendarAccounts.username,
      host: calendarAccounts.host,
    })
    .from(calendarAccounts)
    .where(eq(calendarAccounts.kind, "caldav"));
  const same = accounts.find(
    (account) =>
      account.serverUrl !== null &&
      account.username !== null &&
      accountKey(account.serverUrl, account.username) === wanted,
  );
  return same?.username ? { username: same.username, host: same.host } : undefined;
}

function icsKey(icsUrl: string) {
  return new URL(icsFetchUrl(icsUrl)).href;
}

/** The host of the connected ICS address that is this one, if any. */
export async function connectedIcsLike(
  db: Database,
  box: CalendarSecretBox,
  icsUrl: string,
): Promise<string | undefined> {
  const wanted = icsKey(icsUrl);
  const accounts = await db
    .select({ host: calendarAccounts.host, sealedSecret: calendarAccounts.sealedSecret })
    .from(calendarAccounts)
    .where(eq(calendarAccounts.kind, "ics"));
  const same = accounts.find((account) => {
    try {
      return icsKey(box.open(account.sealedSecret)) === wanted;
    } catch {
      // Sealed under another auth secret: its card already says it cannot be read.
      return false;
    }
  });
  return same?.host;
}

/** The ICS refusal: the host only, as the address itself is a secret. */
export function icsAlreadyConnectedMessage(host: string) {
  return `This calendar address at ${host} is already connected: its card is above.`;
}

/** The refusal: which account, and what to do instead. */
export function alreadyConnectedMessage({ username, host }: ConnectedAccount) {
  return `${username} at ${host} is already connected: its card is above. To use a new app password, disconnect it there, then connect it again.`;
}
