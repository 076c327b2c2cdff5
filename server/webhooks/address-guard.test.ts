import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookReceiver } from "../../tests/support/webhook-receiver";
import { AddressGuard, refusedAddressWords } from "./address-guard";
import { postDelivery } from "./post-delivery";

// The server posts only to public addresses unless the operator allows a host: every address a name
// resolves to is checked, and the connection goes to the address checked.

const guard = new AddressGuard([]);
const refusal = async (url: string) => {
  const checked = await guard.check(new URL(url));
  return checked.ok ? undefined : checked.reason;
};

describe("the outbound address guard", () => {
  it.each([
    ["https://127.0.0.1/hook", "loopback"],
    ["https://127.1/hook", "loopback"],
    ["https://0x7f000001/hook", "loopback"],
    ["https://2130706433/hook", "loopback"],
    ["https://[::1]/hook", "loopback"],
    ["https://[::ffff:127.0.0.1]/hook", "loopback"],
    ["https://169.254.169.254/latest/meta-data", "link-local"],
    ["https://[fe80::1]/hook", "link-local"],
    ["https://[::ffff:169.254.169.254]/hook", "link-local"],
    ["https://0.0.0.0/hook", "unspecified"],
    ["https://[::]/hook", "unspecified"],
    ["https://10.1.2.3/hook", "private network"],
    ["https://172.16.0.1/hook", "private network"],
    ["https://192.168.1.10/hook", "private network"],
    ["https://[fd00::1]/hook", "private network"],
    ["https://[64:ff9b::7f00:1]/hook", "carries an IPv4"],
  ])("refuses %s (%s)", async (url, words) => {
    expect(await refusal(url)).toContain(words);
  });

  it("lets public addresses through, written out or as names", async () => {
    expect(await refusal("https://93.184.215.14/hook")).toBeUndefined();
    expect(await refusal("https://[2606:4700:4700::1111]/hook")).toBeUndefined();
    expect(refusedAddressWords("8.8.8.8")).toBeUndefined();
  });

  it("refuses a name that resolves to loopback or to the metadata address", async () => {
    expect(await refusal("https://localhost/hook")).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback/,
    );
    const metadata = new AddressGuard([], async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "169.254.169.254", family: 4 },
    ]);
    const checked = await metadata.check(new URL("https://metadata.agency.example/"));
    expect(checked).toEqual({
      ok: false,
      reason: expect.stringContaining(
        "metadata.agency.example resolves to 169.254.169.254, a link-local address",
      ),
    });
  });

  it("refuses plain http:// unless the operator allowed the host, and says how to allow it", async () => {
    expect(await refusal("http://hooks.example.com/agency")).toBe(
      "Plain http:// is refused: use https://. The server's operator can allow hooks.example.com over http in WEBHOOK_ALLOWED_HOSTS.",
    );
    const allowed = new AddressGuard(["127.0.0.1", "::1"]);
    expect(await allowed.check(new URL("http://127.0.0.1:8080/"))).toMatchObject({ ok: true });
    expect(await allowed.check(new URL("http://[::1]:8080/"))).toMatchObject({ ok: true });
    // Allowing an address allows that host, not another name that happens to resolve to it.
    expect(await allowed.check(new URL("http://localhost:8080/"))).toMatchObject({ ok: false });
  });
});

describe("a delivery's connection", () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
  });
  const post = (allowed: AddressGuard, url: string) =>
    postDelivery(allowed, url, { headers: { "webhook-id": "msg_test" }, body: "{}" });

  it("never reaches a loopback receiver through a name, even one the operator allowed by address", async () => {
    const port = new URL(receiver.url).port;
    const answer = await post(new AddressGuard(["127.0.0.1"]), `http://localhost:${port}/hooks/agency`);
    expect(answer.statusCode).toBeNull();
    expect(answer.excerpt).toContain("Plain http:// is refused");
    const https = await post(new AddressGuard([]), `https://localhost:${port}/hooks/agency`);
    expect(https.excerpt).toMatch(/^localhost resolves to .*, a loopback address/);
    expect(receiver.received).toHaveLength(0);
  });

  it("connects to the address it checked, without looking the name up again", async () => {
    // A name no DNS knows: the delivery reaches the receiver only through the guard's own answer.
    const resolved = new AddressGuard(["receiver.invalid"], async () => [
      { address: "127.0.0.1", family: 4 },
    ]);
    const port = new URL(receiver.url).port;
    const answer = await post(resolved, `http://receiver.invalid:${port}/hooks/agency`);
    expect(answer).toEqual({ statusCode: 200, excerpt: "ok, thanks" });
    expect(receiver.received.at(-1)?.headers.host).toBe(`receiver.invalid:${port}`);
  });

  it("does not follow a redirect: the 3xx is the answer", async () => {
    receiver.answers.push(307);
    const answer = await post(new AddressGuard(["127.0.0.1"]), receiver.url);
    expect(answer.statusCode).toBe(307);
  });
});
