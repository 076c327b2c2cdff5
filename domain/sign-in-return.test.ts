import { describe, expect, it } from "vitest";
import { signInPathFor, signInReturnPath } from "./sign-in-return";

describe("where a sign-in returns to", () => {
  it("returns to the admin page that sent the admin to sign in, with its query", () => {
    const login = signInPathFor({ pathname: "/admin/bookings", search: "?status=confirmed&page=2" }, false);
    expect(login).toBe("/admin/login?next=%2Fadmin%2Fbookings%3Fstatus%3Dconfirmed%26page%3D2");
    expect(signInReturnPath(login)).toBe("/admin/bookings?status=confirmed&page=2");
    expect(signInPathFor({ pathname: "/admin/settings", search: "" }, true)).toBe(
      "/admin/login?session=ended&next=%2Fadmin%2Fsettings",
    );
  });

  it("says nothing of the dashboard, which is where a sign-in goes anyway", () => {
    expect(signInPathFor({ pathname: "/admin", search: "" }, false)).toBe("/admin/login");
    expect(signInPathFor({ pathname: "/admin", search: "" }, true)).toBe("/admin/login?session=ended");
    expect(signInReturnPath("/admin/login")).toBe("/admin");
  });

  it("goes to the dashboard for anything but a path of the admin area", () => {
    for (const asked of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "\\\\evil.example",
      "/booking/abc",
      "/administrator",
      "/admin/../book-call",
      "/admin/login",
      "javascript:alert(1)",
      "admin/bookings",
      "",
    ])
      expect(signInReturnPath(`/admin/login?next=${encodeURIComponent(asked)}`), asked).toBe("/admin");
  });
});
