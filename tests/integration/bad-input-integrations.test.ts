import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointMessages, endpointUrlOf } from "../../domain/webhook-endpoint-schema";
import { webhookEndpoints, webhookMessages } from "../../server/db/schema";
import { formMessages } from "../../server/http/read-form";
import { anyText, expectRefusal, type Fields, post, runs, urlencoded } from "../support/bad-input";
import { startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Admin → Integrations fed what its form never sends, by a signed-in admin from our own origin: a 4xx
// with a sentence the owner can act on, and no endpoint or message added, changed or removed.

const refusals = [
  ...Object.values(endpointMessages),
  "Plain http:// is refused",
  "so the server will not post to it",
  "could not be resolved",
  "No server is known by the name",
  "could not be looked up just now",
  "has no address",
  "This endpoint no longer exists.",
  "This delivery is no longer in the log",
  ...Object.values(formMessages),
];

describe.each(databaseKinds)("bad input to Admin → Integrations on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  let endpointId: string;

  beforeAll(async () => {
    ({ app, cookie } = await startSignedIn(kind));
    const added = await post(
      app,
      "/admin/integrations.data",
      urlencoded([
        ["intent", "add-endpoint"],
        ["url", "https://93.184.215.14/hooks"],
        ["event:booking.created", "on"],
      ]),
      { cookie },
    );
    expect(added.status).toBe(200);
    const [endpoint] = await app.services.database.db.select().from(webhookEndpoints);
    endpointId = endpoint?.id ?? "";
  });
  afterAll(async () => {
    await app?.close();
  });

  const state = async () => {
    const { db } = app.services.database;
    return {
      endpoints: await db.select().from(webhookEndpoints),
      messages: await db.select({ id: webhookMessages.id }).from(webhookMessages),
    };
  };

  it("refuses addresses that are not a public https:// endpoint, and other intents' bad fields (generated)", async () => {
    const before = await state();
    const badUrl = fc.oneof(
      anyText.filter((text) => !endpointUrlOf(text).ok),
      fc.constantFrom(
        "ftp://hooks.example.com/x",
        "http://hooks.example.com/x",
        "https://127.0.0.1/x",
        "https://[::1]/x",
        "https://169.254.169.254/latest/meta-data",
        "https://10.0.0.5/x",
        "https://localhost/x",
        "https://0x7f000001/x",
        `https://hooks.example.com/${"x".repeat(2001)}`,
      ),
    );
    const addCases = badUrl.map(
      (url): Fields => [
        ["intent", "add-endpoint"],
        ["url", url],
        ["event:booking.created", "on"],
      ],
    );
    const otherCases = fc
      .tuple(
        fc.constantFrom("send-test", "disable", "rotate-secret", "delete", "send-again", "explode", ""),
        fc.oneof(anyText, fc.uuid()),
      )
      .map(
        ([intent, id]): Fields => [
          ["intent", intent],
          ["endpoint_id", id],
          ["message_id", id],
        ],
      );
    await fc.assert(
      fc.asyncProperty(fc.oneof(addCases, otherCases), async (fields) => {
        const response = await post(app, "/admin/integrations.data", urlencoded(fields), { cookie });
        await expectRefusal(response, refusals, JSON.stringify(fields).slice(0, 300));
        expect(await state()).toEqual(before);
      }),
      runs(60),
    );
    expect((await state()).endpoints.map((endpoint) => endpoint.id)).toEqual([endpointId]);
  });
});
