import { describe, expect, it } from "vitest";
import { leadRecordOf } from "./booking-lead";
import { visitSourceOf } from "./lead-record";

const booking = { time_slot_id: "slot", customer_name: "Ada Lovelace", customer_email: "ada@example.com" };
const source = {
  source_referrer: "https://www.google.com/",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring",
  utm_term: "automation",
  utm_content: "hero",
};

describe("a booking's lead record", () => {
  it("keeps each source field in its own column and the answers, from the booking form", () => {
    const record = leadRecordOf({ ...booking, company_size: "2-10", ...source });
    expect(record).toEqual({
      leadAnswers: { company_size: "2-10" },
      sourceReferrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      utmTerm: "automation",
      utmContent: "hero",
    });
    expect(visitSourceOf(record)).toEqual(source);
  });

  it("stores null for what the form did not send, and reads it back as absent", () => {
    const record = leadRecordOf({ ...booking, utm_campaign: "spring" });
    expect(record).toEqual({
      leadAnswers: null,
      sourceReferrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: "spring",
      utmTerm: null,
      utmContent: null,
    });
    expect(JSON.parse(JSON.stringify(visitSourceOf(record)))).toEqual({ utm_campaign: "spring" });
  });
});
