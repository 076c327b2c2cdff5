import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEndpoints, webhookMessages } from "../../server/db/schema";
import { postForm, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";
import { certificates, httpsServer } from "../support/tls-servers";
import { WebhookReceiver } from "../support/webhook-receiver";

// Admin → Integrations over HTTP: adding an endpoint (its secret handed out once, then never again —
// not in a page, an answer or a log line), a test event seen in the log, every refusal in words, and
// nothing changed by bad input.

const allEvents = {
  "event:booking.created": "on",
  "event:booking.rescheduled": "on",
  "event:booking.cancelled": "on",
  "event:booking.attended": "on",
  "event:booking.no_show": "on",
};

describe.each(databaseKinds)("Admin → Integrations on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  let receiver: WebhookReceiver;
  const written: string[] = [];
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };

  beforeAll(async () => {
    // Everything the process logs from here on, to look for the secret in it.
    for (const stream of ["stdout", "stderr"] as const) {
      const original = writes[stream];
      process[stream].write = ((chunk: string | Uint8Array, ...rest: never[]) => {
        written.push(String(chunk));
        return original.call(process[stream], chunk, ...rest);
      }) as typeof process.stdout.write;
    }
    receiver = await WebhookReceiver.start();
    ({ app, cookie } = await startSignedIn(kind, { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1", LOG_LEVEL: "info" }));
  });
  afterAll(async () => {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    await app?.close();
    await receiver?.stop();
  });

  const act = (fields: Record<string, string>) => postForm(app, "/admin/integrations.data", fields, cookie);
  const page = async () => (await app.request("/admin/integrations", { headers: { Cookie: cookie } })).text();
  const endpointCount = async () => (await app.services.database.db.select().from(webhookEndpoints)).length;

  it("adds an endpoint, shows its secret once, sends the test event and logs its delivery", async () => {
    const added = await act({ intent: "add-endpoint", url: receiver.url, ...allEvents });
    expect(added.status).toBe(200);
    const secret = (await added.text()).match(/whsec_[A-Za-z0-9+/=]+/)?.[0] ?? "";
    expect(secret).toMatch(/^whsec_/);
    const [endpoint] = await app.services.database.db.select().from(webhookEndpoints);
    if (!endpoint) throw new Error("no endpoint");
    expect(endpoint.sealedSecret).not.toContain(secret.slice(6));

    expect((await act({ intent: "send-test", endpoint_id: endpoint.id })).status).toBe(200);
    await expect.poll(async () => (await page()).includes("HTTP 200")).toBe(true);
    const html = await page();
    expect(html).toContain("webhook.test");
    expect(html).toContain(receiver.url);
    const [delivery] = receiver.received;
    expect(new Webhook(secret).verify(delivery?.body ?? "", delivery?.headers ?? {})).toMatchObject({
      type: "webhook.test",
    });

    // "Send again": the same message once more, under the same webhook-id, as a new attempt in the log.
    const [message] = await app.services.database.db.select().from(webhookMessages);
    const again = await act({
      intent: "send-again",
      endpoint_id: endpoint.id,
      message_id: message?.id ?? "",
    });
    expect(await again.text()).toContain("Sending again, under the same webhook-id.");
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(receiver.received[1]?.headers["webhook-id"]).toBe(delivery?.headers["webhook-id"]);
    await expect
      .poll(async () => (await page()).replaceAll("<!-- -->", "").match(/attempt 2 /g)?.length)
      .toBe(1);
    const elsewhere = await act({
      intent: "send-again",
      endpoint_id: endpoint.id,
      message_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain("This delivery is no longer in the log");

    // After creation the secret is in no page, no loader answer, no other action's answer, no log line.
    const rotated = await act({ intent: "rotate-secret", endpoint_id: endpoint.id });
    const newSecret = (await rotated.text()).match(/whsec_[A-Za-z0-9+/=]+/)?.[0] ?? "";
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    const seen = [
      await page(),
      await (await app.request("/admin/integrations.data", { headers: { Cookie: cookie } })).text(),
      await (await act({ intent: "disable", endpoint_id: endpoint.id })).text(),
      await (await act({ intent: "enable", endpoint_id: endpoint.id })).text(),
      await (await act({ intent: "send-test", endpoint_id: endpoint.id })).text(),
      await (await app.request("/admin", { headers: { Cookie: cookie } })).text(),
    ].join("\n");
    await expect.poll(() => receiver.received.length).toBe(3);
    expect(seen).not.toContain("whsec_");
    for (const shown of [secret, newSecret]) {
      expect(seen).not.toContain(shown.slice(6));
      expect(written.join("")).not.toContain(shown.slice(6));
    }
    expect(written.join("")).toContain("/admin/integrations");
    expect(await (await app.request("/admin", { headers: { Cookie: cookie } })).text()).toContain(
      'href="/admin/integrations"',
    );
  });

  it.each([
    ["not an address", { url: "hooks dot example" }, 400, "This is not a web address."],
    ["ftp://", { url: "ftp://hooks.example.com/x" }, 400, "The address must start with https://"],
    [
      "a 10 kB address",
      { url: `https://hooks.example.com/${"a".repeat(10_000)}` },
      400,
      "The address is too long",
    ],
    ["plain http elsewhere", { url: "http://hooks.example.com/x" }, 400, "Plain http:// is refused"],
    ["the metadata address", { url: "https://169.254.169.254/latest" }, 400, "a link-local address"],
    ["a name for loopback", { url: "https://localhost/hook" }, 400, "localhost resolves to"],
    ["IPv4-mapped loopback", { url: "https://[::ffff:127.0.0.1]/hook" }, 400, "a loopback address"],
    ["a user name", { url: "https://me:pw@hooks.example.com/x" }, 400, "must not contain a user name"],
  ])("refuses %s with its reason, and adds nothing", async (_case, fields, status, words) => {
    const before = await endpointCount();
    const refused = await act({ intent: "add-endpoint", ...allEvents, ...fields });
    expect(refused.status).toBe(status);
    expect(await refused.text()).toContain(words);
    expect(await endpointCount()).toBe(before);
  });

  it("refuses a duplicate endpoint, no events, unknown intents and endpoints, and changes nothing", async () => {
    const before = await endpointCount();
    const duplicate = await act({ intent: "add-endpoint", url: receiver.url, ...allEvents });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain("This endpoint is already added");
    const none = await act({ intent: "add-endpoint", url: `${receiver.url}/other` });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose at least one event to send");
    const unknown = await act({ intent: "explode", endpoint_id: "x" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unknown integrations action");
    const missing = await act({ intent: "delete", endpoint_id: "00000000-0000-4000-8000-000000000000" });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("This endpoint no longer exists.");
    expect(await endpointCount()).toBe(before);
  });

  it("answers only a signed-in admin", async () => {
    const before = await endpointCount();
    const anonymous = await postForm(app, "/admin/integrations.data", {
      intent: "add-endpoint",
      url: "https://hooks.example.com/anon",
      ...allEvents,
    });
    expect([401, 403]).toContain(anonymous.status);
    expect(await endpointCount()).toBe(before);
  });

  it("shows a delivery the receiver's certificate stopped in words the owner can act on", async () => {
    const receiverWithSelfSigned = await httpsServer(certificates.selfSigned());
    try {
      const url = `https://127.0.0.1:${receiverWithSelfSigned.port}/hooks`;
      expect((await act({ intent: "add-endpoint", url, ...allEvents })).status).toBe(200);
      const endpoint = (await app.services.database.db.select().from(webhookEndpoints)).find(
        (row) => row.url === url,
      );
      expect((await act({ intent: "send-test", endpoint_id: endpoint?.id ?? "" })).status).toBe(200);
      await expect.poll(async () => (await page()).includes("uses a self-signed certificate")).toBe(true);
      const html = await page();
      expect(html).toContain(
        `127.0.0.1:${receiverWithSelfSigned.port} uses a self-signed certificate, which no authority vouches for`,
      );
      expect(html).not.toContain("Could not connect");
      await act({ intent: "delete", endpoint_id: endpoint?.id ?? "" });
    } finally {
      await receiverWithSelfSigned.close();
    }
  });

  it("deletes an endpoint with its log", async () => {
    const [endpoint] = await app.services.database.db.select().from(webhookEndpoints);
    const deleted = await act({ intent: "delete", endpoint_id: endpoint?.id ?? "" });
    expect(deleted.status).toBe(200);
    expect(await endpointCount()).toBe(0);
    expect(await page()).toContain("No endpoints yet");
  });
});
