import { ensureAdmin } from "./auth/admins";
import { type Auth, createAuth, type PasswordHashing } from "./auth/auth";
import { issueSetupToken } from "./auth/first-admin";
import { seedDemoData } from "./availability/demo-data";
import { startHorizonTopUp } from "./availability/top-up-job";
import { type BookingDesk, DEFAULT_ATTEMPT_LIMIT, DEFAULT_EMAIL_ATTEMPT_LIMIT } from "./booking/booking-desk";
import { type BookingLinksJob, startBookingLinksJob } from "./booking/booking-links-job";
import { readBookingSettings } from "./booking/booking-settings";
import { RememberedBookableSlots } from "./booking/remembered-bookable-slots";
import { type CalendarWriteOptions, CalendarWriteWorker } from "./calendar-writes/write-worker";
import { bookingCalendarOf } from "./calendars/booking-calendar-target";
import { CALENDAR_SECRETS } from "./calendars/calendar-secrets";
import { OwnerCalendars } from "./calendars/owner-calendars";
import { startChatPurge } from "./chat/purge-job";
import { type Config, resolveAuthSecret } from "./config";
import { type DatabaseHandle, type DatabaseOptions, databaseOptionsFor, openDatabase } from "./db/connection";
import { migrate } from "./db/migrate";
import { logger, setLogLevel } from "./logger";
import { mailSenderFor } from "./mail/mail-sender";
import { OutboxWorker, type OutboxWorkerOptions } from "./mail/outbox-worker";
import type { RateLimitRule } from "./rate-limit/limiter";
import { SlotEventsHub } from "./realtime/slot-events-hub";
import { SecretBox } from "./secrets/secret-box";
import { linkBaseOf } from "./site-address/site-address";
import { AddressGuard } from "./webhooks/address-guard";
import { WebhookWorker, type WebhookWorkerOptions } from "./webhooks/webhook-worker";

/** What a request needs from the running process; reaches route loaders through the router context. */
// The router context carries an interface (domain/router-context.ts); this container is what fills it.
declare module "../domain/router-context" {
  interface RequestServices extends Services {}
}

export interface Services {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  /** Taking bookings: rules, e-mail settings, attempt limit. */
  booking: BookingDesk;
  /** Sends queued e-mail; woken after each booking. */
  outbox: OutboxWorker;
  /** Writes bookings into the owner's chosen CalDAV calendar; woken after each booking's change. */
  calendarWrites: CalendarWriteWorker;
  /** Posts queued webhook messages to the agency's tools; woken after each booking. */
  webhooks: WebhookWorker;
  /** Where webhooks may be posted (WEBHOOK_ALLOWED_HOSTS): Admin → Integrations asks it before adding. */
  webhookGuard: AddressGuard;
  /** Answers "Find my booking" requests away from the request (server/booking/booking-links.ts). */
  bookingLinks: BookingLinksJob;
  /** Changes to time slots, fanned out to the browsers watching each date. */
  slotEvents: SlotEventsHub;
  /** The booking page's reads of bookable slots, remembered until their date changes. */
  bookableSlots: RememberedBookableSlots;
  /** Deletes chat conversations past CHAT_RETENTION_DAYS. */
  chatPurge: { stop: () => Promise<void> };
  /** Applies the hours to the days coming into reach, once a day across instances (server/availability/daily-run.ts). */
  horizonTopUp: { first: Promise<void>; stop: () => Promise<void> };
  /** While no admin exists: the token of the one-time link that creates one (printed at start). */
  setupToken?: string;
  /** Seals and opens stored secrets for one purpose, under a key derived from the auth secret (server/secrets/secret-box.ts). */
  secretBox: (purpose: string) => SecretBox;
  /** The owner's connected calendars, read in the background and before each booking (server/calendars/). */
  calendars: OwnerCalendars;
}

/** Set by the code that starts the process (tests, benchmarks); never from the environment. */
export interface ServiceOptions {
  /** Valid booking attempts per client and per e-mail (default 20 and 5 an hour). */
  bookingAttemptLimit?: RateLimitRule;
  outbox?: OutboxWorkerOptions;
  calendarWrites?: CalendarWriteOptions;
  webhooks?: WebhookWorkerOptions;
  /**
   * Only code passes it, never the environment: server/main.ts does not, so the server always hashes
   * with Better Auth's scrypt. In-process test apps pass a cheaper one (tests/support/test-app.ts).
   */
  passwordHashing?: PasswordHashing;
}

/**
 * The database the services use: where to open one (the configuration's when omitted), or one opened
 * already, which stopping the services closes (tests lend theirs and get it back through its close()).
 */
export type DatabaseSource = DatabaseOptions | DatabaseHandle;

export async function startServices(
  config: Config,
  databaseSource?: DatabaseSource,
  options: ServiceOptions = {},
): Promise<Services> {
  setLogLevel(config.logLevel);
  // The listener may lose its connection: slot streams end until it listens again, and then
  // every watcher re-reads, since notifications were lost meanwhile.
  let slotEvents: SlotEventsHub | undefined;
  const listenerEvents = { onLost: () => slotEvents?.lost(), onReconnect: () => slotEvents?.announceAll() };
  const chosen = databaseSource ?? databaseOptionsFor(config);
  const database = "db" in chosen ? chosen : await openDatabase({ listenerEvents, ...chosen });
  try {
    const secret = resolveAuthSecret(config);
    const auth = createAuth({
      db: database.db,
      secret,
      origins: config,
      port: config.port,
      passwordHashing: options.passwordHashing,
    });
    let setupToken: string | undefined;
    // Under the migrations' lock: instances starting together must not both create the admin.
    await migrate(database, async () => {
      if (config.admin) {
        const { created } = await ensureAdmin(auth, database.db, config.admin);
        logger.info(`Admin ${config.admin.email} ${created ? "created" : "ensured"} from ADMIN_EMAIL`);
      }
      setupToken = await issueSetupToken(database.db);
      if (config.demoData) {
        const now = new Date();
        const created = await seedDemoData(database.db, { now, agencyZone: config.agencyTimeZone });
        if (created > 0)
          logger.info(`Demo data: weekly hours Monday–Friday 09:00–17:00 and ${created} slots created`);
      }
    });
    slotEvents = new SlotEventsHub(database);
    await slotEvents.start();
    const bookableSlots = new RememberedBookableSlots(database.db, config.agencyTimeZone);
    slotEvents.onChange((date) => bookableSlots.forget(date));
    const calendarBox = new SecretBox(secret, CALENDAR_SECRETS);
    const calendars = new OwnerCalendars(
      { db: database.db, box: calendarBox, agencyZone: config.agencyTimeZone },
      config.calendarRefreshMs,
    );
    calendars.start();
    const outbox = new OutboxWorker(database.db, mailSenderFor(config), options.outbox);
    outbox.start();
    const siteAddress = { publicUrl: config.publicUrl, port: config.port };
    const linkBase = () => linkBaseOf({ db: database.db, ...siteAddress });
    const calendarWrites = new CalendarWriteWorker(
      database.db,
      {
        target: () => bookingCalendarOf(database.db, calendarBox),
        settings: async () => ({
          agencyName: config.agencyName,
          agencyZone: config.agencyTimeZone,
          linkBase: await linkBase(),
        }),
      },
      options.calendarWrites,
    );
    calendarWrites.start();
    const webhookGuard = new AddressGuard(config.webhookAllowedHosts);
    const webhooks = new WebhookWorker(
      database.db,
      new SecretBox(secret, "webhook-secret"),
      webhookGuard,
      options.webhooks,
    );
    webhooks.start();
    const booking: BookingDesk = {
      db: database.db,
      mail: {
        from: config.mail.from,
        replyTo: config.mail.replyTo,
        adminNotifyEmail: config.mail.adminNotifyEmail,
        agencyName: config.agencyName,
        agencyZone: config.agencyTimeZone,
        contact: config.contact,
      },
      attemptLimit: options.bookingAttemptLimit ?? DEFAULT_ATTEMPT_LIMIT,
      emailAttemptLimit: options.bookingAttemptLimit ?? DEFAULT_EMAIL_ATTEMPT_LIMIT,
      upcomingLimits: config.upcomingBookings,
      clientSecret: secret,
      onBooked: ({ slotDate }) => {
        bookableSlots.forget(slotDate);
        outbox.wake();
        calendarWrites.wake();
        webhooks.wake();
      },
      onChanged: (slotDates) => {
        for (const date of slotDates) bookableSlots.forget(date);
        outbox.wake();
        calendarWrites.wake();
        webhooks.wake();
      },
      linkBase,
      bookingSettings: () => readBookingSettings(database.db, siteAddress),
      changeNoticeHours: config.booking.changeNoticeHours,
      reminderHours: config.booking.reminderHours,
      busyTimesFresh: () => calendars.ensureFresh(),
    };
    const bookingLinks = startBookingLinksJob(booking, { onQueued: () => outbox.wake() });
    const chatPurge = startChatPurge(database.db, config.chat.retentionDays);
    const horizonTopUp = startHorizonTopUp(database.db, config.agencyTimeZone);
    // Ready means the hours have been applied to the days that came into reach (never rejects: a
    // failure is logged and the next hour tries again).
    await horizonTopUp.first;
    return {
      config,
      database,
      auth,
      booking,
      outbox,
      calendarWrites,
      webhooks,
      webhookGuard,
      bookingLinks,
      slotEvents,
      bookableSlots,
      chatPurge,
      horizonTopUp,
      setupToken,
      secretBox: (purpose) => new SecretBox(secret, purpose),
      calendars,
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

export async function stopServices(services: Services) {
  await services.slotEvents.stop();
  await services.bookingLinks.stop();
  await services.outbox.stop();
  await services.calendarWrites.stop();
  await services.webhooks.stop();
  await services.chatPurge.stop();
  await services.horizonTopUp.stop();
  await services.calendars.stop();
  await services.database.close();
}
