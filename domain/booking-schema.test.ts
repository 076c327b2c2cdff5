import { describe, expect, it } from "vitest";
import { bookingFieldMax } from "./booking-form";
import { bookingSchema, bookingSchemaFor, phoneMessages } from "./booking-schema";
import { meetingKinds } from "./meeting-place";

// The booking form's one schema, which the page's fields and the server's action share.

const valid = {
  time_slot_id: "4f6c2d1e-8b1a-4c3e-9d2f-0a1b2c3d4e5f",
  customer_name: "Ada Lovelace",
  customer_email: "ada@example.com",
};

const phoneError = (customer_phone: string) => {
  const parsed = bookingSchema.safeParse({ ...valid, customer_phone });
  return parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.path[0] === "customer_phone")?.message;
};

describe("the booking schema's phone", () => {
  it.each(["+1 (555) 010-0000", "030.1234.5678", " 555 0100 ", "+49\u00a030 1234 5678", ""])(
    "takes %j",
    (phone) => expect(phoneError(phone)).toBeUndefined(),
  );

  it.each(["call me maybe", "555 0100 ext 2", "+1 555 #0100", "555\t0100"])(
    "refuses %j: digits, spaces and + - ( ) . only",
    (phone) => expect(phoneError(phone)).toBe(phoneMessages.characters),
  );

  it.each(["1234", "+1", "()- ."])("refuses %j: too few digits to call", (phone) =>
    expect(phoneError(phone)).toBe(phoneMessages.digits),
  );

  it("keeps the specification's message for a phone over 20 characters", () => {
    expect(phoneError("1".repeat(21))).toBe("Phone must be less than 20 characters");
  });
});

describe("the booking schema's limits", () => {
  it("are the form's maxlength: the most each field takes is valid, one more is not", () => {
    const longest = {
      ...valid,
      customer_name: "N".repeat(bookingFieldMax.customer_name),
      customer_email: `${"e".repeat(bookingFieldMax.customer_email - "@example.com".length)}@example.com`,
      customer_phone: "1".repeat(bookingFieldMax.customer_phone),
      notes: "n".repeat(bookingFieldMax.notes),
    };
    expect(bookingSchema.safeParse(longest).success).toBe(true);
    for (const field of ["customer_name", "customer_phone", "notes"] as const)
      expect(bookingSchema.safeParse({ ...longest, [field]: `${longest[field]}1` }).success, field).toBe(
        false,
      );
    expect(
      bookingSchema.safeParse({ ...longest, customer_email: `e${longest.customer_email}` }).success,
    ).toBe(false);
  });
});

describe("the phone while calls happen by phone", () => {
  const phoneIssue = (kind: (typeof meetingKinds)[number], customer_phone?: string) => {
    const parsed = bookingSchemaFor(kind).safeParse({ ...valid, customer_phone });
    return parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => issue.path[0] === "customer_phone")?.message;
  };

  it.each([undefined, "", "   "])("is required (%j refused, saying why)", (phone) =>
    expect(phoneIssue("phone", phone)).toBe(phoneMessages.required),
  );

  it("is still checked as any phone, and taken when it is one", () => {
    expect(phoneIssue("phone", "1234")).toBe(phoneMessages.digits);
    expect(phoneIssue("phone", "+1 555 0100")).toBeUndefined();
  });

  it.each(meetingKinds.filter((kind) => kind !== "phone"))("stays optional when calls happen by %s", (kind) =>
    expect(phoneIssue(kind)).toBeUndefined(),
  );
});
