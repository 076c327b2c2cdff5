import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { attendances, bookingStatuses, cancellers, movers, slotStatuses } from "../../domain/booking-status";
import { funnelSteps } from "../../domain/funnel";
import { meetingKinds } from "../../domain/meeting-kinds";

// Product tables (section 3 of the specification). Rules that protect the calendar live here as
// constraints, so no code path, present or future, can break them.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const timeSlots = pgTable(
  "time_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slotDate: date("slot_date", { mode: "string" }).notNull(),
    slotTime: time("slot_time").notNull(),
    status: text("status", { enum: slotStatuses }).notNull().default("available"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The unique constraint also serves lookups by date.
    unique("time_slots_date_time_unique").on(table.slotDate, table.slotTime),
    check("time_slots_status_check", sql`${table.status} in ('available', 'booked', 'unavailable')`),
  ],
);

/**
 * A booking keeps its row for life: cancelling marks it, rescheduling points it at another slot.
 * Only a standing (confirmed) booking holds its slot, so a cancelled one never blocks the time.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    timeSlotId: uuid("time_slot_id")
      .notNull()
      .references(() => timeSlots.id, { onDelete: "restrict" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    notes: text("notes"),
    /**
     * Who booked, as the limits count clients (server/rate-limit/client-key.ts): a keyed digest of the
     * IPv4 address or IPv6 /64, never the address itself. Null for bookings made before it was kept.
     */
    clientKeyHash: text("client_key_hash"),
    status: text("status", { enum: bookingStatuses }).notNull().default("confirmed"),
    /** SHA-256 (base64url) of the manage link's token; the token itself is only ever e-mailed. */
    manageTokenHash: text("manage_token_hash").unique("bookings_manage_token_hash_unique"),
    /**
     * SHA-256 of the booking's second link, the one the server can write again (Find my booking, the
     * owner's move): derived from the server's secret and the booking's id (server/booking/reissued-link.ts).
     */
    reissuedTokenHash: text("reissued_token_hash").unique("bookings_reissued_token_hash_unique"),
    /** The calendar invitation's SEQUENCE: raised by every change the customer is told of. */
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by", { enum: cancellers }),
    cancelReason: text("cancel_reason"),
    /** After the call: did the customer come (show rate, server/admin/attendance.ts); null: not marked. */
    attendance: text("attendance", { enum: attendances }),
    attendanceMarkedAt: timestamp("attendance_marked_at", { withTimezone: true }),
    /** The qualifying questions' answers (domain/content/booking-questions.ts); null when none was given. */
    leadAnswers: jsonb("lead_answers").$type<Record<string, string>>(),
    /** Where the visit came from (domain/visit-source.ts), as the booking form sent it. */
    sourceReferrer: text("source_referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /**
     * The IANA zone the booker saw the times in (Europe/Berlin): e-mails and the manage page show the
     * call in it beside the agency's. Null: none chosen, or booked before it was kept.
     */
    bookerZone: text("booker_zone"),
    /**
     * Where the call happens, given when it was booked and kept through moves (domain/meeting-place.ts):
     * the kind, and its Jitsi room or video link or address (null for a phone call). Null: booked
     * before calls had a place.
     */
    placeKind: text("place_kind", { enum: meetingKinds }),
    placeDetail: text("place_detail"),
    createdAt: createdAt(),
  },
  (table) => [
    index("bookings_created_at_idx").on(table.createdAt),
    // The upcoming-bookings limits count by e-mail and by client at every booking.
    index("bookings_customer_email_idx").on(sql`lower(${table.customerEmail})`),
    index("bookings_client_key_hash_idx").on(table.clientKeyHash),
    index("bookings_time_slot_id_idx").on(table.timeSlotId),
    uniqueIndex("bookings_standing_slot_unique")
      .on(table.timeSlotId)
      .where(sql`${table.status} = 'confirmed'`),
    check("bookings_customer_name_length", sql`char_length(${table.customerName}) between 2 and 100`),
    check("bookings_customer_email_length", sql`char_length(${table.customerEmail}) between 3 and 255`),
    check("bookings_customer_phone_length", sql`char_length(${table.customerPhone}) <= 20`),
    check("bookings_notes_length", sql`char_length(${table.notes}) <= 1000`),
    check("bookings_status_check", sql`${table.status} in ('confirmed', 'cancelled')`),
    check(
      "bookings_cancelled_check",
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null and ${table.cancelledBy} is not null)`,
    ),
    check("bookings_cancelled_by_check", sql`${table.cancelledBy} in ('customer', 'owner')`),
    check("bookings_cancel_reason_length", sql`char_length(${table.cancelReason}) <= 500`),
    check("bookings_attendance_check", sql`${table.attendance} in ('attended', 'no_show')`),
    check("bookings_source_referrer_length", sql`char_length(${table.sourceReferrer}) <= 500`),
    check(
      "bookings_utm_length",
      sql`greatest(char_length(${table.utmSource}), char_length(${table.utmMedium}), char_length(${table.utmCampaign}), char_length(${table.utmTerm}), char_length(${table.utmContent})) <= 200`,
    ),
    check("bookings_booker_zone_length", sql`char_length(${table.bookerZone}) <= 64`),
    check("bookings_place_kind_check", sql`${table.placeKind} in ('jitsi', 'video', 'phone', 'address')`),
    check("bookings_place_detail_length", sql`char_length(${table.placeDetail}) <= 500`),
  ],
);

/** Each move of a booking to another slot, for the admin's history of both slots. */
export const bookingMoves = pgTable(
  "booking_moves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromSlotId: uuid("from_slot_id")
      .notNull()
      .references(() => timeSlots.id, { onDelete: "restrict" }),
    toSlotId: uuid("to_slot_id")
      .notNull()
      .references(() => timeSlots.id, { onDelete: "restrict" }),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull(),
    /** Who moved it: the customer from the booking's page, or the owner from the bookings list. */
    movedBy: text("moved_by", { enum: movers }).notNull().default("customer"),
  },
  (table) => [
    index("booking_moves_booking_id_idx").on(table.bookingId),
    index("booking_moves_from_slot_id_idx").on(table.fromSlotId),
    check("booking_moves_moved_by_check", sql`${table.movedBy} in ('customer', 'owner')`),
  ],
);

/**
 * "Find my booking" requests waiting to be answered: the request only writes its row, whatever the
 * address, and a job looks the address up and queues the e-mail (server/booking/booking-links-job.ts),
 * so no answer or its timing tells whether an address has bookings. Deleted as each is answered.
 */
export const bookingLinkRequests = pgTable(
  "booking_link_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("booking_link_requests_requested_at_idx").on(table.requestedAt),
    check("booking_link_requests_email_length", sql`char_length(${table.email}) <= 255`),
  ],
);

/**
 * The weekly hours: one row per range of a weekday (09:00–12:00 and 13:00–17:00 for a lunch break; a
 * single row is the specification's look). A day's rows are saved together and share its switch. Ranges
 * of one day never overlap: an exclusion constraint written in the migration (drizzle/0011_*.sql) says
 * so, as drizzle cannot declare one.
 */
export const weeklyAvailability = pgTable(
  "weekly_availability",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dayOfWeek: smallint("day_of_week").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("weekly_availability_day_of_week_range", sql`${table.dayOfWeek} between 0 and 6`),
    check("weekly_availability_end_after_start", sql`${table.endTime} > ${table.startTime}`),
    check(
      "weekly_availability_whole_hours",
      sql`date_trunc('hour', ${table.startTime}) = ${table.startTime} and date_trunc('hour', ${table.endTime}) = ${table.endTime}`,
    ),
  ],
);

/** The owner's booking rules (domain/booking-rules.ts): one row, absent until first saved (defaults). */
export const bookingRules = pgTable(
  "booking_rules",
  {
    id: smallint("id").primaryKey().default(1),
    noticeMinutes: integer("notice_minutes").notNull(),
    horizonDays: integer("horizon_days").notNull(),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull(),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull(),
    dailyCap: integer("daily_cap"),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("booking_rules_single_row", sql`${table.id} = 1`),
    check("booking_rules_notice_range", sql`${table.noticeMinutes} between 0 and 20160`),
    check("booking_rules_horizon_range", sql`${table.horizonDays} between 1 and 90`),
    check(
      "booking_rules_buffers_range",
      sql`${table.bufferBeforeMinutes} between 0 and 240 and ${table.bufferAfterMinutes} between 0 and 240`,
    ),
    check("booking_rules_daily_cap_range", sql`${table.dailyCap} between 1 and 24`),
  ],
);

/** Dates the owner blocked (no hours) or gave their own hours, with an optional note. */
export const dateOverrides = pgTable(
  "date_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    opensAt: time("opens_at"),
    closesAt: time("closes_at"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [
    index("date_overrides_to_date_idx").on(table.toDate),
    check("date_overrides_range", sql`${table.toDate} >= ${table.fromDate}`),
    check(
      "date_overrides_hours",
      sql`(${table.opensAt} is null and ${table.closesAt} is null) or ${table.closesAt} > ${table.opensAt}`,
    ),
    check("date_overrides_note_length", sql`char_length(${table.note}) <= 200`),
  ],
);

/**
 * The rolling horizon (server/availability/horizon.ts): one row; when on, slots are kept `days` ahead,
 * topped up daily. `days` is kept while off, so switching it on again offers the same number.
 */
export const slotHorizon = pgTable(
  "slot_horizon",
  {
    id: boolean("id").primaryKey().default(true),
    enabled: boolean("enabled").notNull().default(false),
    days: integer("days").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("slot_horizon_one_row", sql`${table.id}`),
    check("slot_horizon_days_range", sql`${table.days} between 1 and 90`),
  ],
);

/**
 * Whether the agency hears of every booking, move and cancel by e-mail (server/mail/owner-notices.ts):
 * one row, absent until the owner first saves it (on).
 */
export const ownerNotices = pgTable(
  "owner_notices",
  {
    id: boolean("id").primaryKey().default(true),
    enabled: boolean("enabled").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check("owner_notices_one_row", sql`${table.id}`)],
);

/**
 * How calls happen, as the owner chose in Settings (server/meeting-place/): one row, absent until
 * first saved (a Jitsi room per booking). `detail` is the video link or the address.
 */
export const meetingPlace = pgTable(
  "meeting_place",
  {
    id: boolean("id").primaryKey().default(true),
    kind: text("kind", { enum: meetingKinds }).notNull(),
    detail: text("detail"),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("meeting_place_one_row", sql`${table.id}`),
    check("meeting_place_kind_check", sql`${table.kind} in ('jitsi', 'video', 'phone', 'address')`),
    check(
      "meeting_place_detail_check",
      sql`(${table.kind} in ('video', 'address')) = (${table.detail} is not null) and char_length(${table.detail}) <= 500`,
    ),
  ],
);

/** One row per agency date the horizon was topped up: claimed by one instance only (ON CONFLICT DO NOTHING). */
export const slotTopUps = pgTable("slot_top_ups", {
  day: date("day", { mode: "string" }).primaryKey(),
  days: integer("days").notNull(),
  created: integer("created").notNull(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mail waiting to be sent: written in the same transaction as what it reports (a booking), sent
 * by the outbox worker with retries. A row is claimed with a lease, so several app instances never
 * send it twice.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    /** The whole message as nodemailer takes it: from, to, subject, text, html, icalEvent... */
    message: jsonb("message").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    bookingId: uuid("booking_id"),
    /** Never sent from this moment on (a reminder once the call has started); null: no end. */
    notAfter: timestamp("not_after", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    check("email_outbox_status_check", sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const bookingRefusalReasons = ["upcoming_per_email", "upcoming_per_client", "hourly"] as const;
export type BookingRefusalReason = (typeof bookingRefusalReasons)[number];

/**
 * Valid bookings refused by a limit, counted per day (the agency's date) and limit: what the
 * dashboard shows the owner. Nothing personal, and a few rows a day however many are refused.
 */
export const bookingRefusals = pgTable(
  "booking_refusals",
  {
    day: date("day", { mode: "string" }).notNull(),
    reason: text("reason", { enum: bookingRefusalReasons }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({ name: "booking_refusals_pkey", columns: [table.day, table.reason] }),
    check(
      "booking_refusals_reason_check",
      sql`${table.reason} in ('upcoming_per_email', 'upcoming_per_client', 'hourly')`,
    ),
  ],
);

/** The booking funnel, counted per agency day and step: numbers only, nothing about who. */
export const funnelCounts = pgTable(
  "funnel_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    step: text("step", { enum: funnelSteps }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({ name: "funnel_counts_pkey", columns: [table.day, table.step] }),
    check(
      "funnel_counts_step_check",
      sql`${table.step} in ('visit', 'booking_view', 'date_chosen', 'time_chosen', 'booked')`,
    ),
  ],
);

/** Fixed-window counters shared by every instance (booking attempts per address, sign-in failures). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

// Better Auth tables (email + password, database sessions).

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: "user_roles_pkey", columns: [table.userId, table.role] }),
    check("user_roles_role_check", sql`${table.role} in ('admin')`),
  ],
);

/**
 * One-time links that create the first admin in the browser (server/auth/first-admin.ts): only the
 * digest of each token is kept; they are deleted once any admin exists.
 */
export const adminSetupTokens = pgTable("admin_setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
});

/**
 * The site's address that the owner confirmed (server/site-address/): links that outlive a request
 * (e-mails, calendar events, webhooks) point here when PUBLIC_URL is unset. One row, absent until the
 * first admin is created in the browser, an admin signs in, or an admin saves it in Settings.
 */
export const siteAddress = pgTable(
  "site_address",
  {
    id: boolean("id").primaryKey().default(true),
    origin: text("origin").notNull(),
    /** Who confirmed it: the first admin's setup, a sign-in, or the settings (with the admin's e-mail). */
    confirmedBy: text("confirmed_by").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("site_address_one_row", sql`${table.id}`),
    check("site_address_origin_length", sql`char_length(${table.origin}) <= 200`),
  ],
);

// The chat assistant's conversations (server/chat/). Personal data: read only by the browser that holds
// the thread's id (random, 128 bits and more) and by admins; purged after CHAT_RETENTION_DAYS.

export const chatRoles = ["user", "assistant"] as const;
export type ChatRole = (typeof chatRoles)[number];

export const chatThreads = pgTable(
  "chat_threads",
  {
    id: text("id").primaryKey(),
    createdAt: createdAt(),
    /** Last message's time: the purge and the admin's list go by it. */
    updatedAt: updatedAt(),
  },
  (table) => [index("chat_threads_updated_at_idx").on(table.updatedAt)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: text("thread_id")
      .notNull()
      .references(() => chatThreads.id, { onDelete: "cascade" }),
    role: text("role", { enum: chatRoles }).notNull(),
    content: text("content").notNull(),
    /** What answering cost, as the provider reported it (or estimated): the thread's budget counts it. */
    tokens: integer("tokens").notNull().default(0),
    /** An answer cut short (the visitor stopped it, or left): it is shown with that mark, never as whole. */
    stopped: boolean("stopped").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("chat_messages_thread_idx").on(table.threadId, table.createdAt),
    check("chat_messages_role_check", sql`${table.role} in ('user', 'assistant')`),
  ],
);

// The owner's own calendars (server/calendars/): their busy times hide the slots they overlap.

export const calendarAccountKinds = ["caldav", "ics"] as const;
export type CalendarAccountKind = (typeof calendarAccountKinds)[number];

/**
 * A connected CalDAV account or private ICS address. The secret part — the app password, or the ICS
 * address itself (a secret URL) — is stored sealed (server/secrets/secret-box.ts, purpose
 * "calendar-credentials") and never leaves the server; the admin sees `username` and `host` only.
 */
export const calendarAccounts = pgTable(
  "calendar_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: calendarAccountKinds }).notNull(),
    /** The server's host (CalDAV) or the feed's host (ICS): what the admin is shown. */
    host: text("host").notNull(),
    /** CalDAV: the server address discovery starts from. ICS: null (the address is sealed). */
    serverUrl: text("server_url"),
    username: text("username"),
    sealedSecret: text("sealed_secret").notNull(),
    /** When every calendar of the account was last read successfully. */
    lastRefreshAt: timestamp("last_refresh_at", { withTimezone: true }),
    /** When a read was last tried (a failing account is not retried by every booking). */
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** Events (occurrences) seen in the window at the last successful read, over its calendars. */
    eventsSeen: integer("events_seen"),
    /** Why the last read failed, in words the owner can act on; null when it succeeded. */
    lastError: text("last_error"),
    /** Since when reads fail (the first failure after a success). */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check("calendar_accounts_kind_check", sql`${table.kind} in ('caldav', 'ics')`)],
);

/**
 * One calendar of an account: each discovered CalDAV calendar, or the one calendar of an ICS address
 * (url null: the address is the account's sealed secret). At most one is where bookings are written.
 */
export const ownerCalendars = pgTable(
  "owner_calendars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => calendarAccounts.id, { onDelete: "cascade" }),
    /** The CalDAV calendar's address; null for an ICS address. */
    url: text("url"),
    displayName: text("display_name").notNull(),
    countsAsBusy: boolean("counts_as_busy").notNull().default(true),
    /** Bookings are written into this calendar (CalDAV only; at most one calendar). */
    bookingsWrittenHere: boolean("bookings_written_here").notNull().default(false),
    /** What the last read saw: the CalDAV ctag, or the ICS response's ETag; unchanged means no refetch. */
    changeTag: text("change_tag"),
    /** The CalDAV sync token of the last read, when the server gives one. */
    syncToken: text("sync_token"),
    eventsSeen: integer("events_seen"),
    createdAt: createdAt(),
  },
  (table) => [
    unique("owner_calendars_account_url_unique").on(table.accountId, table.url),
    uniqueIndex("owner_calendars_one_written_here")
      .on(table.bookingsWrittenHere)
      .where(sql`${table.bookingsWrittenHere}`),
    check(
      "owner_calendars_written_here_caldav",
      sql`not ${table.bookingsWrittenHere} or ${table.url} is not null`,
    ),
  ],
);

/**
 * The busy intervals of each calendar within the window read (the booking horizon), expanded from
 * recurrences; replaced whole when a calendar changes. Instants, not wall-clock times.
 */
export const calendarBusyTimes = pgTable(
  "calendar_busy_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    calendarId: uuid("calendar_id")
      .notNull()
      .references(() => ownerCalendars.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The event's title (SUMMARY), shown to the owner only, on Time Slots; null when it has none. */
    title: text("title"),
  },
  (table) => [
    index("calendar_busy_times_span_idx").on(table.startsAt, table.endsAt),
    index("calendar_busy_times_calendar_idx").on(table.calendarId),
    check("calendar_busy_times_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

// Bookings written into the owner's calendar (server/calendar-writes/): one row per booking, "make the
// calendar show this booking as it is now", written after the booking's transaction commits.

export const calendarWriteStatuses = ["pending", "done", "failed"] as const;

export const calendarWrites = pgTable(
  "calendar_writes",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    status: text("status", { enum: calendarWriteStatuses }).notNull().default("pending"),
    /** Raised by every change queued: a write that read an older one leaves the row pending. */
    change: integer("change").notNull().default(1),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The event's address where it was last put, so a cancel removes it there; null: none written. */
    eventUrl: text("event_url"),
    writtenAt: timestamp("written_at", { withTimezone: true }),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("calendar_writes_due_idx").on(table.status, table.nextAttemptAt),
    check("calendar_writes_status_check", sql`${table.status} in ('pending', 'done', 'failed')`),
  ],
);

/**
 * The owner's private subscription address for the bookings (`/calendar/<token>.ics`): the token is
 * derived from the auth secret and the row's id, and only its SHA-256 is stored. Deleting the row
 * revokes the address; a new row replaces it.
 */
export const bookingFeeds = pgTable("booking_feeds", {
  id: uuid("id").primaryKey().defaultRandom(),
  tokenHash: text("token_hash").notNull().unique("booking_feeds_token_hash_unique"),
  createdAt: createdAt(),
});
// Signed webhooks to the agency's own tools (server/webhooks/): the endpoints the owner added, the
// messages queued for them in the transaction of the change they report, and each attempt to deliver.

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    url: text("url").notNull().unique("webhook_endpoints_url_unique"),
    /** The event types it receives (domain/webhook-events.ts). */
    events: text("events").array().notNull(),
    /** The signing secret (whsec_…), sealed (server/secrets/secret-box.ts): shown once, never again. */
    sealedSecret: text("sealed_secret").notNull(),
    /** After a rotation, the old secret still signs until `previousSecretUntil`. */
    previousSealedSecret: text("previous_sealed_secret"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
    enabled: boolean("enabled").notNull().default(true),
    /** Why it was disabled, for the owner to read (410 Gone, a day of failures, or by hand). */
    disabledNote: text("disabled_note"),
    /** The first failure since its last success: a day of failures disables it. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check("webhook_endpoints_url_length", sql`char_length(${table.url}) <= 2000`)],
);

export const webhookMessageStatuses = ["pending", "delivered", "failed"] as const;

export const webhookMessages = pgTable(
  "webhook_messages",
  {
    /** Also its `webhook-id` (msg_ and this id): the same on every attempt, so receivers can drop repeats. */
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    /** The JSON body exactly as signed and sent. */
    body: text("body").notNull(),
    status: text("status", { enum: webhookMessageStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    /** Retries end here, about a day after it was queued (or sent again); then it is given up. */
    retryUntil: timestamp("retry_until", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 day'`),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("webhook_messages_due_idx").on(table.status, table.nextAttemptAt),
    index("webhook_messages_endpoint_idx").on(table.endpointId),
    check("webhook_messages_status_check", sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** One try to deliver a message: the delivery log shows an endpoint's last 100. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => webhookMessages.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    /** The receiver's HTTP status; null when none came (refused address, timeout, connection). */
    statusCode: integer("status_code"),
    latencyMs: integer("latency_ms").notNull(),
    /** The start of the receiver's answer, or why there was none. */
    excerpt: text("excerpt").notNull(),
    delivered: boolean("delivered").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_attempts_endpoint_idx").on(table.endpointId, table.attemptedAt)],
);
