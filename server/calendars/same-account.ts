import { eq } from "drizzle-orm";
import type { ConnectCalDavInput } from "../../domain/calendar-connect-schema";
import type { Database } from "../db/connection";
import { calendarAccounts } from "../db/schema";

// One CalDAV account is connected once: a second card for it would read the same calendars twice, and
// the two could say different things. The same account is the same server address — whatever the case
// of its host, a default port or a trailing slash — and the same user name, in any case (services
// such as Fastmail and iCloud sign in with an e-mail address).

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

/** The refusal: which account, and what to do instead. */
export function alreadyConnectedMessage({ username, host }: ConnectedAccount) {
  return `${username} at ${host} is already connected: its card is above. To use a new app password, disconnect it there, then connect it again.`;
}
