import { describe, expect, it } from "vitest";
import { fieldErrorsIn, fieldErrorsOf, invalidInput } from "./action-result";
import { z } from "./zod";

const schema = z.object({
  name: z.string().min(2, "Name must be at least 2 characters").max(5, "Name is too long"),
  email: z.email("Invalid email address"),
});

describe("a form action's answer", () => {
  it("keeps the first message for each field, in the schema's order", () => {
    const parsed = schema.safeParse({ name: "", email: "nope" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      name: "Name must be at least 2 characters",
      email: "Invalid email address",
    });
  });

  it("refuses invalid input with a 400, the first problem as the form's message", () => {
    const parsed = schema.safeParse({ name: "Ada", email: "nope" });
    if (parsed.success) throw new Error("expected a refusal");
    expect(invalidInput(parsed.error)).toEqual({
      ok: false,
      status: 400,
      message: "Invalid email address",
      fieldErrors: { email: "Invalid email address" },
    });
  });

  it("finds field errors only in a refusal that has some", () => {
    expect(fieldErrorsIn({ ok: true })).toBeUndefined();
    expect(fieldErrorsIn({ ok: false, status: 429, message: "Too many" })).toBeUndefined();
    expect(fieldErrorsIn({ ok: false, status: 400, message: "x", fieldErrors: {} })).toBeUndefined();
    expect(
      fieldErrorsIn({ ok: false, status: 400, message: "x", fieldErrors: { name: "Too short" } }),
    ).toEqual({
      name: "Too short",
    });
  });
});
