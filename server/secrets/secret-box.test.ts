import { describe, expect, it } from "vitest";
import { SealedSecretUnreadable, SecretBox } from "./secret-box";

const authSecret = "a-test-auth-secret-of-at-least-32-characters";

describe("a sealed secret", () => {
  it("opens to what was sealed, and the stored form shows none of it", () => {
    const box = new SecretBox(authSecret, "calendar-credentials");
    const sealed = box.seal("app-password-1 ünïcode");
    expect(sealed).not.toContain("app-password");
    expect(box.open(sealed)).toBe("app-password-1 ünïcode");
    expect(box.seal("same")).not.toBe(box.seal("same"));
  });

  it("cannot be opened under another auth secret, for another purpose, or once altered", () => {
    const sealed = new SecretBox(authSecret, "calendar-credentials").seal("secret");
    expect(() => new SecretBox(`${authSecret}x`, "calendar-credentials").open(sealed)).toThrow(
      SealedSecretUnreadable,
    );
    expect(() => new SecretBox(authSecret, "webhook-secret").open(sealed)).toThrow(SealedSecretUnreadable);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}A`;
    expect(() => new SecretBox(authSecret, "calendar-credentials").open(altered)).toThrow(
      SealedSecretUnreadable,
    );
    expect(() => new SecretBox(authSecret, "calendar-credentials").open("not sealed")).toThrow(
      "enter it again",
    );
  });
});
