import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("the client a limit counts", () => {
  it("is an IPv4 address as it is, written either way", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is an IPv6 address's /64, however the rest varies or is written", () => {
    const key = "2001:db8:aa:1::/64";
    expect(clientKey("2001:db8:aa:1::1")).toBe(key);
    expect(clientKey("2001:0db8:00aa:0001:dead:beef:0:42")).toBe(key);
    expect(clientKey("2001:DB8:AA:1:ffff::")).toBe(key);
    expect(clientKey("2001:db8:aa:2::1")).not.toBe(key);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("is 'unknown' when there is no address", () => {
    expect(clientKey("")).toBe("unknown");
  });
});
