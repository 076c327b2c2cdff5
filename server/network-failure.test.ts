import { createServer } from "node:net";
import { checkServerIdentity } from "node:tls";
import { describe, expect, it } from "vitest";
import { connectionFailure, networkFailureWords } from "./network-failure";

// The words of failures met as Node makes them (tests/integration/network-failures.test.ts meets them
// through the webhook delivery itself).

describe("networkFailureWords", () => {
  it("reads the code fetch wraps as its cause", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const failure = await fetch(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);
    expect(networkFailureWords(failure, `127.0.0.1:${port}`)).toBe(
      `127.0.0.1:${port} refused the connection: nothing is listening at this address and port (the service may be down, or the port wrong).`,
    );
  });

  it("turns Node's certificate name check into the names the certificate is for", () => {
    // What Node says of https://1.1.1.1/ answered with a certificate for names only: its list is empty.
    const error = checkServerIdentity("1.1.1.1", {
      subject: { CN: "crm.example" },
      subjectaltname: "DNS:crm.example, DNS:www.crm.example",
    } as never);
    expect(error?.message).toBe(
      "Hostname/IP does not match certificate's altnames: IP: 1.1.1.1 is not in the cert's list: ",
    );
    expect(connectionFailure(error, "1.1.1.1")).toBe(
      "1.1.1.1's certificate is not valid for this address (it is for crm.example, www.crm.example): use the address it was issued for, or have one issued for 1.1.1.1.",
    );
  });

  it("leaves failures that are no network or TLS one to their caller", () => {
    expect(networkFailureWords(new Error("Unexpected token < in JSON"), "crm.example")).toBeUndefined();
  });
});

describe("connectionFailure", () => {
  it("keeps a message it has no words for, on one line and without a dangling colon", () => {
    const error = Object.assign(new Error("Hostname/IP does not match: IP: 1.1.1.1 is not in the list: \n"), {
      code: "ERR_SOMETHING_NEW",
    });
    expect(connectionFailure(error, "1.1.1.1")).toBe(
      "Could not connect to 1.1.1.1: Hostname/IP does not match: IP: 1.1.1.1 is not in the list.",
    );
  });
});
