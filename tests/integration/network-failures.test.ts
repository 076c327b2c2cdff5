import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { AddressGuard } from "../../server/webhooks/address-guard";
import { postDelivery } from "../../server/webhooks/post-delivery";
import {
  certificates,
  closedPort,
  httpsServer,
  type LocalServer,
  plainHttpServer,
  resettingServer,
  silentServer,
  testAuthorityFile,
} from "../support/tls-servers";

// A webhook receiver that fails the connection, as real ones do, through the real delivery code: the
// delivery log says why in words the owner can act on (server/network-failure.ts), never Node's own
// message with its dangling colon.

const guard = new AddressGuard(["127.0.0.1"]);
const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function started(server: Promise<LocalServer>) {
  const made = await server;
  servers.push(made);
  return made;
}

async function excerptAt(url: string, timeoutMs?: number) {
  const answer = await postDelivery(guard, url, { headers: {}, body: "{}", timeoutMs });
  expect(answer.statusCode, url).toBeNull();
  expect(answer.excerpt, url).not.toMatch(/[:,]\s*$/);
  return answer.excerpt;
}

describe("a delivery whose connection fails says why, in words", () => {
  it("names each certificate problem", async () => {
    const cases = [
      [
        certificates.selfSigned(),
        " uses a self-signed certificate, which no authority vouches for: it needs one from a public certificate authority (such as Let's Encrypt).",
      ],
      [
        certificates.signedWithAuthority(),
        " uses a self-signed certificate, which no authority vouches for: it needs one from a public certificate authority (such as Let's Encrypt).",
      ],
      [
        certificates.signed(),
        "'s certificate could not be traced to a trusted authority: the server must send its whole certificate chain (the intermediate certificates too).",
      ],
      [certificates.expired(), "'s certificate has expired: its owner must renew it."],
    ] as const;
    for (const [certificate, words] of cases) {
      const { port } = await started(httpsServer(certificate));
      expect(await excerptAt(`https://127.0.0.1:${port}/hooks`)).toBe(`127.0.0.1:${port}${words}`);
    }
  });

  it("says a certificate issued for other names is not valid for this address, and which names it is for", async () => {
    // Trusted (the test authority, in a process told to trust it), but for 127.0.0.1 and localhost.
    const { port } = await started(httpsServer(certificates.signed(), "127.0.0.2"));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "tests/support/deliver-once.ts", `https://127.0.0.2:${port}/hooks`, "127.0.0.2"],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: testAuthorityFile } },
    );
    expect(JSON.parse(stdout)).toEqual({
      statusCode: null,
      excerpt: `127.0.0.2:${port}'s certificate is not valid for this address (it is for 127.0.0.1, localhost): use the address it was issued for, or have one issued for 127.0.0.2.`,
    });
  });

  it("names a refused, reset, silent or non-HTTPS connection, and a name nobody knows", async () => {
    const refused = await closedPort();
    expect(await excerptAt(`https://127.0.0.1:${refused}/hooks`)).toBe(
      `127.0.0.1:${refused} refused the connection: nothing is listening at this address and port (the service may be down, or the port wrong).`,
    );
    const reset = await started(resettingServer());
    expect(await excerptAt(`https://127.0.0.1:${reset.port}/hooks`)).toBe(
      `127.0.0.1:${reset.port} closed the connection before answering.`,
    );
    const silent = await started(silentServer());
    expect(await excerptAt(`https://127.0.0.1:${silent.port}/hooks`, 300)).toBe(
      `127.0.0.1:${silent.port} did not answer within 0.3 seconds.`,
    );
    const plain = await started(plainHttpServer());
    expect(await excerptAt(`https://127.0.0.1:${plain.port}/hooks`)).toBe(
      `127.0.0.1:${plain.port} did not answer in HTTPS at this port: check the address (does it take plain http://, or another port?).`,
    );
    // Looked up for real: no such name (or, without a name service, none that answers).
    expect(await excerptAt("https://no-such-host.invalid/hooks")).toMatch(
      /^(No server is known by the name no-such-host\.invalid: check the address\.|The name no-such-host\.invalid could not be looked up just now \(the name service did not answer\)\.)$/,
    );
  });
});
