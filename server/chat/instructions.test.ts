import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_RULES } from "../../domain/booking-rules";
import { faq } from "../../domain/content/faq";
import { projects } from "../../domain/content/projects";
import type { OwnerRules } from "./booking-rules-text";
import { assistantInstructions } from "./instructions";

const config = {
  agencyName: "DVAT",
  agencyTimeZone: "America/Monterrey",
  contact: { email: undefined, phone: undefined, viaReply: false },
};
const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: "09:00:00",
  endTime: "17:00:00",
  isEnabled: true,
}));
const defaults: OwnerRules = { rules: { ...DEFAULT_BOOKING_RULES }, weeklyHours: weekdays, overrides: [] };
const instructions = assistantInstructions(config, defaults);

/** Each rule stands as its own line of the instructions. */
function expectRules(text: string, rules: string[]) {
  for (const rule of rules) expect(text).toContain(`- ${rule}`);
}

describe("the chat assistant's instructions", () => {
  it("carry every FAQ question with the page's answer, word for word", () => {
    for (const item of faq) expect(instructions).toContain(`- ${item.question} ${item.answer}`);
  });

  it("allow the FAQ's price ranges and no longer say the site states no prices", () => {
    expect(instructions).not.toContain("The site states no prices");
    expect(instructions).toMatch(/For prices, give only the ranges the questions below state/);
    expect(instructions).toContain("US$4,000 and US$15,000");
  });

  it("carry each project's result figures", () => {
    for (const project of projects)
      for (const figure of project.results)
        expect(instructions).toContain(`${figure.value} ${figure.metric}`);
  });

  it("state the specification's rules while the owner keeps the defaults", () => {
    expectRules(instructions, [
      "Calls last 60 minutes and are free.",
      "Calls can be booked for today and the next 6 days; nothing further ahead.",
      "A call must start more than 1 hour after it is booked.",
      "Weekly hours, in the agency's time zone (America/Monterrey): Monday 09:00–17:00, Tuesday 09:00–17:00, Wednesday 09:00–17:00, Thursday 09:00–17:00, Friday 09:00–17:00; no calls on Saturday or Sunday.",
    ]);
    expect(instructions).not.toMatch(/keeps .* free|At most \d+ call/);
  });

  it("state the owner's own rules: notice, horizon, buffers, daily cap, hours and dates in the agency zone", () => {
    const owned = assistantInstructions(
      { ...config, agencyTimeZone: "Europe/Madrid" },
      {
        rules: {
          noticeMinutes: 1_440 + 90,
          horizonDays: 90,
          bufferBeforeMinutes: 15,
          bufferAfterMinutes: 30,
          dailyCap: 3,
        },
        weeklyHours: [
          { dayOfWeek: 6, startTime: "10:00:00", endTime: "14:00:00", isEnabled: true },
          { dayOfWeek: 2, startTime: "08:00:00", endTime: "12:00:00", isEnabled: true },
          { dayOfWeek: 2, startTime: "13:00:00", endTime: "17:00:00", isEnabled: true },
          { dayOfWeek: 3, startTime: "09:00:00", endTime: "17:00:00", isEnabled: false },
        ],
        overrides: [
          {
            id: "a",
            fromDate: "2030-12-24",
            toDate: "2030-12-26",
            opensAt: null,
            closesAt: null,
            note: "family",
          },
          {
            id: "b",
            fromDate: "2030-12-31",
            toDate: "2030-12-31",
            opensAt: "10:00:00",
            closesAt: "12:00:00",
            note: null,
          },
        ],
      },
    );
    expectRules(owned, [
      "Calls can be booked for today and the next 89 days; nothing further ahead.",
      "A call must start more than 25 hours 30 minutes after it is booked.",
      "The agency keeps 15 minutes before and 30 minutes after each booked call free, so times right next to a booked call are not offered.",
      "At most 3 calls are taken on one day.",
      "Weekly hours, in the agency's time zone (Europe/Madrid): Tuesday 08:00–12:00 and 13:00–17:00, Saturday 10:00–14:00; no calls on Monday, Wednesday, Thursday, Friday or Sunday.",
      "No calls on December 24, 2030 to December 26, 2030.",
      "On December 31, 2030 the hours are 10:00–12:00 instead.",
    ]);
    // The owner's note is theirs, not the visitors'.
    expect(owned).not.toContain("family");
    expect(owned).not.toMatch(/next 6 days|more than 1 hour after/);
  });

  it("say when no call can be booked at all: no hours, today only, no notice, a cap of one", () => {
    const bare = assistantInstructions(config, {
      rules: { ...DEFAULT_BOOKING_RULES, horizonDays: 1, noticeMinutes: 0, dailyCap: 1 },
      weeklyHours: [],
      overrides: [],
    });
    expectRules(bare, [
      "Calls can be booked for today only.",
      "A call can be booked until it starts.",
      "At most 1 call is taken on one day.",
      "No weekly hours are set at the moment, so no call can be booked: suggest the contact details.",
    ]);
  });
});
