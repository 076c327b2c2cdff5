import { describe, expect, it } from "vitest";
import { adminPasswordSchema, isCommonPassword } from "./admin-password";

describe("an admin's password", () => {
  it("refuses the commonest passwords, whatever the case, with a reason", () => {
    expect(isCommonPassword("PassWord1")).toBe(true);
    expect(isCommonPassword("12345678")).toBe(true);
    expect(isCommonPassword("a-long-admin-password")).toBe(false);
    const answer = adminPasswordSchema("--password").safeParse("Qwerty123");
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((issue) => issue.message)).toEqual([
      "--password is one of the most common passwords: choose one nobody would guess",
    ]);
  });

  it("says what is wrong in the words of where it was set", () => {
    const messages = (name: string | undefined, value: unknown) =>
      adminPasswordSchema(name)
        .safeParse(value)
        .error?.issues.map((issue) => issue.message);
    expect(messages("Password", "short")).toEqual(["Password must be at least 8 characters"]);
    expect(messages("Password", undefined)).toEqual(["Password is required"]);
    expect(messages(undefined, "x".repeat(129))).toEqual(["must be at most 128 characters"]);
    expect(adminPasswordSchema().safeParse("correct horse battery").success).toBe(true);
  });
});
