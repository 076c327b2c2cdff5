import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../../server/db/schema";
import { untrustedOriginMessage } from "../../server/http/origin-gate";
import { startWithAdminDay } from "../support/admin-day";
import { snapshot, urlencoded } from "../support/bad-input";
import { type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Forms posted from another site by a signed-in admin's browser (the data requests of the admin screens
// are covered in admin-access.test.ts): the document posts a forged page would make, a sandboxed
// frame's `Origin: null`, sign-in and sign-out, Better Auth's own endpoints, and the booking form.
//
// The booking form refuses other sites too (docs/decisions/010-cross-site-forms.md): otherwise any
// page could make its visitors' browsers book calls, each from its own address, past the per-address
// limit. A request with no Origin at all is not a browser's form post; it is answered as usual.

const evil = "https://evil.example";

describe.each(databaseKinds)("cross-site form posts on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  let slot: { free: string; booked: string; open: string; alsoOpen: string };

  beforeAll(async () => {
    ({ app, cookie, slot } = await startWithAdminDay(kind, 1, {
      open: { slotTime: "12:00:00" },
      alsoOpen: { slotTime: "13:00:00" },
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;
  const formPost = (path: string, fields: [string, string][], headers: Record<string, string>) =>
    app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: urlencoded(fields),
    });
  const refused = async (response: Response, label: string) => {
    const body = await response.text();
    expect(response.status, `${label}: ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(response.status, label).toBeLessThan(500);
    expect(response.headers.getSetCookie(), label).toEqual([]);
    expect(body, label).not.toMatch(/\n\s+at |node_modules/);
  };

  it("refuses an admin's page posts from another site or a sandboxed frame, changing nothing", async () => {
    const before = await snapshot(db());
    const actions: [string, [string, string][]][] = [
      [
        "/admin/time-slots",
        [
          ["intent", "set-status"],
          ["slot_id", slot.free],
          ["status", "unavailable"],
        ],
      ],
      [
        "/admin/time-slots",
        [
          ["intent", "cancel-booking"],
          ["slot_id", slot.booked],
        ],
      ],
      [
        "/admin/settings",
        [
          ["intent", "save-hours"],
          ["day_of_week", "1"],
          ["start_time", "10:00:00"],
          ["end_time", "11:00:00"],
          ["is_enabled", "false"],
        ],
      ],
      [
        "/admin/settings",
        [
          ["intent", "generate"],
          ["days", "30"],
        ],
      ],
    ];
    for (const [path, fields] of actions) {
      for (const origin of [evil, "null", "http://127.0.0.1.evil.example"]) {
        for (const target of [path, `${path}.data`]) {
          const label = `${target} ${fields[0]?.[1]} from ${origin}`;
          await refused(
            await formPost(target, fields, {
              Origin: origin,
              Cookie: cookie,
              "Sec-Fetch-Site": "cross-site",
            }),
            label,
          );
        }
      }
    }
    expect(await snapshot(db())).toEqual(before);
  });

  it("does not sign an admin out, or anyone in, from another site", async () => {
    await refused(await formPost("/admin/logout", [], { Origin: evil, Cookie: cookie }), "logout");
    expect((await app.request("/admin", { headers: { Cookie: cookie } })).status).toBe(200);

    const [admin] = await db().select({ id: user.id }).from(user).where(eq(user.email, testAdmin.email));
    const sessions = async () =>
      (
        await db()
          .select()
          .from(session)
          .where(eq(session.userId, admin?.id ?? ""))
      ).length;
    const before = await sessions();
    const credentials: [string, string][] = [
      ["email", testAdmin.email],
      ["password", testAdmin.password],
    ];
    await refused(await formPost("/admin/login", credentials, { Origin: evil }), "login form");
    await refused(await formPost("/admin/login.data", credentials, { Origin: "null" }), "login data");
    const raw = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: evil },
      body: JSON.stringify(testAdmin),
    });
    await refused(raw, "Better Auth sign-in");
    const signOut = await app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: evil, Cookie: cookie },
      body: "{}",
    });
    await refused(signOut, "Better Auth sign-out");
    expect(await sessions()).toBe(before);
    expect((await app.request("/admin", { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("refuses a booking posted from another site or a sandboxed frame, and takes one from our page", async () => {
    const fields = (slotId: string, email: string): [string, string][] => [
      ["time_slot_id", slotId],
      ["customer_name", "Cross Site"],
      ["customer_email", email],
    ];
    const before = await snapshot(db());
    for (const origin of [evil, "null"]) {
      for (const target of ["/book-call", "/book-call.data"]) {
        await refused(
          await formPost(target, fields(slot.open, "forged@example.com"), { Origin: origin }),
          `${target} from ${origin}`,
        );
      }
    }
    expect(await snapshot(db())).toEqual(before);

    // The visitor a forged page sent here is told what happened and where to go instead.
    const forged = await formPost("/book-call", fields(slot.open, "forged@example.com"), {
      Origin: evil,
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await forged.text()).toBe(untrustedOriginMessage(evil, app.url));

    const ours = await formPost("/book-call.data", fields(slot.open, "ours@example.com"), {
      Origin: app.url,
    });
    expect(ours.status).toBe(200);
    // No Origin: not a browser's form post (a browser always sends one with a POST); answered as usual.
    const noOrigin = await formPost("/book-call.data", fields(slot.alsoOpen, "script@example.com"), {});
    expect(noOrigin.status).toBe(200);
  });
});
