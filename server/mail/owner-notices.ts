import { sql } from "drizzle-orm";
import type { OwnerNoticesView } from "../../domain/owner-notices";
import type { Database } from "../db/connection";
import { ownerNotices, user, userRoles } from "../db/schema";
import { selectTogether } from "../db/together";
import type { MailSettings } from "./booking-emails";

// Who at the agency hears of every booking, move and cancel: ADMIN_NOTIFY_EMAIL when the server sets
// it, else every admin's own address, unless the owner switched the notices off in Settings. Read in
// the transaction that queues the notice, so an admin added a moment ago is told and a switch just
// turned off is obeyed.

export interface NoticeState {
  enabled: boolean;
  admins: string[];
}

/**
 * Whether the notices are on (until the owner switches them off) and every admin's address, as scalar
 * subqueries: a booking's transaction reads them with its other reads.
 */
export function noticeColumns() {
  return {
    enabled: sql`select coalesce((select ${ownerNotices.enabled} from ${ownerNotices} where ${ownerNotices.id}), true)`,
    admins: sql`select coalesce((select json_agg(distinct ${user.email} order by ${user.email}) from ${user}
       join ${userRoles} on ${userRoles.userId} = ${user.id} where ${userRoles.role} = 'admin'), '[]')`,
  };
}

function noticeState(db: Database): Promise<NoticeState> {
  return selectTogether<NoticeState>(db, noticeColumns());
}

export async function saveOwnerNotices(db: Database, enabled: boolean) {
  await db
    .insert(ownerNotices)
    .values({ enabled })
    .onConflictDoUpdate({ target: ownerNotices.id, set: { enabled, updatedAt: new Date() } });
}

function noticeAddresses(settings: Pick<MailSettings, "adminNotifyEmail">, admins: string[]) {
  return settings.adminNotifyEmail
    ? { source: "ADMIN_NOTIFY_EMAIL" as const, addresses: [settings.adminNotifyEmail] }
    : { source: "admins" as const, addresses: admins };
}

/** The addresses a notice goes to now; none when switched off. */
export async function ownerRecipients(
  db: Database,
  settings: Pick<MailSettings, "adminNotifyEmail">,
): Promise<string[]> {
  return recipientsOf(await noticeState(db), settings);
}

/** The addresses a notice goes to, from what `noticeColumns` read; none when switched off. */
export function recipientsOf(
  { enabled, admins }: NoticeState,
  settings: Pick<MailSettings, "adminNotifyEmail">,
) {
  return enabled ? noticeAddresses(settings, admins).addresses : [];
}

export async function ownerNoticesView(
  db: Database,
  settings: Pick<MailSettings, "adminNotifyEmail">,
): Promise<OwnerNoticesView> {
  const { enabled, admins } = await noticeState(db);
  return { enabled, to: noticeAddresses(settings, admins) };
}
