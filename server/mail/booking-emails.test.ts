import { describe, expect, it } from "vitest";
import { inEachMachineZone } from "../../tests/support/machine-zone";
import { type BookedCall, bookingEmails, type MailSettings } from "./booking-emails";
import { bookingLinksEmail } from "./find-booking-email";
import { cancellationEmails, reminderEmails } from "./lifecycle-emails";
import { retryDelayMs } from "./outbox-worker";

const settings: MailSettings = {
  from: "DVAT <no-reply@dvat.test>",
  agencyName: "DVAT",
  agencyZone: "America/Monterrey",
  contact: { email: "hello@dvat.test", phone: "+52 81 0000 0000" },
};

const call: BookedCall = {
  bookingId: "3f2c1a9e-7b7d-4c1e-9a51-0c6f1f1d2e3a",
  slotDate: "2025-03-05",
  slotTime: "10:00:00",
  customerName: 'Ada <script>alert("x")</script>',
  customerEmail: "ada@example.com",
  customerPhone: "555 0100",
  notes: "Invoices & <b>reports</b>\nsecond line",
  bookedAt: new Date("2025-03-01T12:34:56Z"),
};

describe("the booking e-mails", () => {
  it("confirm the weekday, date and hours in CST, whatever the server's zone", () => {
    inEachMachineZone(["Asia/Tokyo", "UTC"], () => {
      const [confirmation, ...others] = bookingEmails(call, settings);
      expect(others).toEqual([]);
      expect(confirmation?.recipient).toBe("ada@example.com");
      const message = confirmation?.message;
      expect(message?.subject).toBe(
        "Your strategy call with DVAT is confirmed: Wednesday, March 5, 2025, 10:00–11:00 CST",
      );
      expect(message?.text).toContain("Date: Wednesday, March 5, 2025\nTime: 10:00–11:00 CST\nDuration");
      expect(message?.text).not.toContain("Your time:");
      expect(message?.html).toContain("Wednesday, March 5, 2025");
    });
  });

  it("give the booker's own time beside the agency's when they booked in another zone", () => {
    const [confirmation] = bookingEmails({ ...call, bookerZone: "Europe/Berlin" }, settings);
    expect(confirmation?.message.subject).toBe(
      "Your strategy call with DVAT is confirmed: Wednesday, March 5, 2025, 10:00–11:00 CST (17:00–18:00 GMT+1 in Berlin)",
    );
    expect(confirmation?.message.text).toContain(
      "Time: 10:00–11:00 CST\nYour time: 17:00–18:00 GMT+1 in Berlin\n",
    );
  });

  it("link the booking's page with a button, and with the address on a line of its own in the text", () => {
    const manageUrl = `https://dvat.test/booking/${"A".repeat(43)}`;
    const message = bookingEmails({ ...call, manageUrl }, settings)[0]?.message;
    expect(message?.text).toContain(`\nManage your booking\n${manageUrl}\n`);
    const html = message?.html ?? "";
    expect(html).toMatch(
      /<a href="https:\/\/dvat\.test\/booking\/A{43}" style="[^"]*display:inline-block[^"]*">Manage your booking<\/a>/,
    );
    // The address only in the link's href: never as text a phone's mail app must lay out unbroken.
    expect(html.split(manageUrl)).toHaveLength(2);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it("escape everything the visitor typed in the HTML", () => {
    const html = bookingEmails(call, settings)[0]?.message.html ?? "";
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>reports");
    expect(html).toContain("Ada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Invoices &amp; &lt;b&gt;reports&lt;/b&gt;");
  });

  it("carry an invitation in UTC whose UID is the booking's id", () => {
    const ics = bookingEmails(call, settings)[0]?.message.icalEvent;
    expect(ics?.method).toBe("REQUEST");
    const content = ics?.content ?? "";
    expect(content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(content).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(content).toContain(`\r\nUID:${call.bookingId}\r\n`);
    expect(content).toContain("\r\nDTSTART:20250305T160000Z\r\nDTEND:20250305T170000Z\r\n");
    expect(content).toContain("\r\nDTSTAMP:20250301T123456Z\r\n");
    expect(content).toContain("\r\nSUMMARY:Strategy Call with DVAT\r\n");
    expect(content).toContain("\r\nLOCATION:Online\r\n");
    expect(content).toContain('ORGANIZER;CN="DVAT":mailto:no-reply@dvat.test');
    // No line longer than 75 octets; continuation lines start with a space.
    for (const line of content.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = content.replace(/\r\n /g, "");
    expect(unfolded).toContain('ATTENDEE;CN="Ada <script>alert(x)</script>";ROLE=REQ-PARTICIPANT');
    expect(unfolded).toContain(":mailto:ada@example.com\r\n");
  });

  it("let the customer's reply reach the agency (its Reply-To); the agency's notices reply to the customer", () => {
    const agency = { ...settings, replyTo: "hello@dvat.test", adminNotifyEmail: "team@dvat.test" };
    const manageUrl = `https://dvat.test/booking/${"A".repeat(43)}`;
    const booked = bookingEmails(call, agency);
    expect(booked.map((email) => email.message.replyTo)).toEqual(["hello@dvat.test", "ada@example.com"]);
    // The invitation's organizer, whom a calendar app answers, too.
    expect(booked[0]?.message.icalEvent?.content).toContain('ORGANIZER;CN="DVAT":mailto:hello@dvat.test');
    const cancelled = cancellationEmails(
      {
        call,
        by: "customer",
        sequence: 1,
        at: new Date("2025-03-02T00:00:00Z"),
        bookAgainUrl: "https://dvat.test/book-call",
      },
      agency,
    );
    expect(cancelled.map((email) => [email.recipient, email.message.replyTo])).toEqual([
      ["ada@example.com", "hello@dvat.test"],
      ["team@dvat.test", "ada@example.com"],
    ]);
    const [reminder] = reminderEmails(call, agency, {
      now: new Date("2025-03-01T00:00:00Z"),
      hours: [24],
      manageUrl,
    });
    expect(reminder?.message.replyTo).toBe("hello@dvat.test");
    const links = bookingLinksEmail(
      { to: "ada@example.com", name: "Ada", calls: [{ ...call, manageUrl }] },
      agency,
    );
    expect(links.message.replyTo).toBe("hello@dvat.test");
    // None configured: no Reply-To, and replies go to the From.
    expect(bookingEmails(call, settings)[0]?.message.replyTo).toBeUndefined();
  });

  it("write each call's time in the booker's zone too in the links of Find my booking", () => {
    const manageUrl = `https://dvat.test/booking/${"A".repeat(43)}`;
    const links = bookingLinksEmail(
      { to: "ada@example.com", name: "Ada", calls: [{ ...call, bookerZone: "Asia/Calcutta", manageUrl }] },
      settings,
    );
    expect(links.message.text).toContain(
      "Wednesday, March 5, 2025, 10:00–11:00 CST (21:30–22:30 GMT+5:30 in Kolkata)",
    );
  });

  it("notify ADMIN_NOTIFY_EMAIL by default, with the visitor as reply-to", () => {
    const emails = bookingEmails(
      { ...call, customerName: "Ada\r\nBcc: victim@example.com", customerPhone: undefined, notes: undefined },
      { ...settings, adminNotifyEmail: "team@dvat.test" },
    );
    expect(emails.map((email) => [email.kind, email.recipient])).toEqual([
      ["booking_confirmation", "ada@example.com"],
      ["booking_admin_notice", "team@dvat.test"],
    ]);
    const notice = emails[1]?.message;
    expect(notice?.replyTo).toBe("ada@example.com");
    expect(notice?.subject).toBe(
      "New booking: Ada Bcc: victim@example.com, Wednesday, March 5, 2025, 10:00–11:00 CST",
    );
    expect(notice?.text).not.toContain("Phone:");
    expect(notice?.text).toContain(`Booking: ${call.bookingId}`);
  });

  it("link the agency's notice, and only the notice, to the booking's screen in the admin area", () => {
    const adminUrl = `https://dvat.test/admin/bookings/${call.bookingId}`;
    const manageUrl = `https://dvat.test/booking/${"A".repeat(43)}`;
    const [confirmation, notice] = bookingEmails({ ...call, adminUrl, manageUrl }, settings, [
      "owner@dvat.test",
    ]);
    expect(notice?.message.text).toContain(`\nOpen the booking in the admin area\n${adminUrl}\n`);
    expect(notice?.message.html).toContain(`<a href="${adminUrl}"`);
    expect(JSON.stringify(confirmation)).not.toContain("/admin/");
    // Without a site address there is no link, and the notice still names the booking.
    const [, plain] = bookingEmails(call, settings, ["owner@dvat.test"]);
    expect(plain?.message.text).not.toContain("admin area");
    expect(plain?.message.text).toContain(`Booking: ${call.bookingId}`);
  });

  it("notify each of the agency's recipients it is given, each in a message of its own", () => {
    const emails = bookingEmails({ ...call, bookerZone: "Asia/Tokyo" }, settings, [
      "owner@dvat.test",
      "partner@dvat.test",
    ]);
    expect(emails.map((email) => [email.kind, email.recipient, email.message.to])).toEqual([
      ["booking_confirmation", "ada@example.com", "ada@example.com"],
      ["booking_admin_notice", "owner@dvat.test", "owner@dvat.test"],
      ["booking_admin_notice", "partner@dvat.test", "partner@dvat.test"],
    ]);
    expect(emails[1]?.message.text).toContain(
      "Customer's time: Thursday, March 6, 2025, 01:00–02:00 GMT+9 in Tokyo",
    );
    expect(bookingEmails(call, { ...settings, adminNotifyEmail: "team@dvat.test" }, [])).toHaveLength(1);
  });
});

describe("retries", () => {
  it("wait twice as long each time, up to the cap", () => {
    const options = { retryBaseMs: 5_000, retryMaxMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, options))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });
});
