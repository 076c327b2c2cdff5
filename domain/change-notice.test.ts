import { describe, expect, it } from "vitest";
import { contactSentence } from "./change-notice";

describe("how a customer reaches the agency once it is too late to change online", () => {
  it("names the agency's address and phone when it has them", () => {
    expect(contactSentence({ email: "hello@dvat.test", phone: "+52 81 0000 0000", viaReply: true })).toBe(
      "Please contact us at hello@dvat.test or +52 81 0000 0000.",
    );
  });

  it("says to reply to the confirmation only when a reply reaches someone, else promises nothing", () => {
    expect(contactSentence({ viaReply: true })).toBe("Please reply to your confirmation e-mail to reach us.");
    expect(contactSentence({ viaReply: false })).toBe("");
  });
});
