import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { networkFailureWords } from "../network-failure";

// Webhook deliveries leave the server for addresses an admin typed. A stolen admin session must not
// turn that into a way to reach the machine itself or the network behind it (the cloud's metadata
// service at 169.254.169.254, a database on 10.0.0.5): every address a name resolves to is checked,
// and the connection goes to the address that was checked (no second look-up a rebinding DNS could
// answer differently). Only the operator can allow such a host, or plain http://, through
// WEBHOOK_ALLOWED_HOSTS.

function blockList(ranges: [string, number][]) {
  const list = new BlockList();
  for (const [network, prefix] of ranges)
    list.addSubnet(network, prefix, isIP(network) === 6 ? "ipv6" : "ipv4");
  return list;
}

// Node's BlockList also matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against IPv4 ranges.
const refusedRanges: { words: string; list: BlockList }[] = [
  {
    words: "a loopback address (this server itself)",
    list: blockList([
      ["127.0.0.0", 8],
      ["::1", 128],
    ]),
  },
  {
    words: "an unspecified address",
    list: blockList([
      ["0.0.0.0", 8],
      ["::", 128],
    ]),
  },
  {
    words: "a link-local address (where cloud metadata services answer)",
    list: blockList([
      ["169.254.0.0", 16],
      ["fe80::", 10],
    ]),
  },
  {
    words: "an address of a private network",
    list: blockList([
      ["10.0.0.0", 8],
      ["172.16.0.0", 12],
      ["192.168.0.0", 16],
      ["100.64.0.0", 10],
      ["fc00::", 7],
      ["fec0::", 10],
    ]),
  },
  {
    words: "a reserved, documentation or multicast address",
    list: blockList([
      ["192.0.0.0", 24],
      ["192.0.2.0", 24],
      ["198.18.0.0", 15],
      ["198.51.100.0", 24],
      ["203.0.113.0", 24],
      ["224.0.0.0", 4],
      ["240.0.0.0", 4],
      ["100::", 64],
      ["2001:db8::", 32],
      ["ff00::", 8],
    ]),
  },
  {
    // Translation prefixes carry an IPv4 address inside: it could be any of the above.
    words: "an IPv6 address that carries an IPv4 one (NAT64, 6to4, Teredo)",
    list: blockList([
      ["64:ff9b::", 96],
      ["64:ff9b:1::", 48],
      ["2002::", 16],
      ["2001::", 32],
    ]),
  },
];

/** Why an address may not be posted to, or undefined when it is a public one. */
export function refusedAddressWords(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return "not an IP address";
  const type = family === 6 ? "ipv6" : "ipv4";
  return refusedRanges.find((range) => range.list.check(address, type))?.words;
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export type AddressCheck = { ok: true; addresses: CheckedAddress[] } | { ok: false; reason: string };

export type Resolve = (host: string) => Promise<CheckedAddress[]>;

const resolveAll: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** A host as the URL parser writes it, without IPv6 brackets or a trailing dot, in lower case. */
export function normalHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
}

const ALLOW_HINT = "The server's operator can allow it in WEBHOOK_ALLOWED_HOSTS.";

export class AddressGuard {
  private readonly allowed: Set<string>;

  /** `allowedHosts`: host names and addresses the operator allows over plain http and on private networks. */
  constructor(
    allowedHosts: string[],
    private readonly resolve: Resolve = resolveAll,
  ) {
    this.allowed = new Set(allowedHosts.map(normalHost));
  }

  isAllowed(url: URL) {
    return this.allowed.has(normalHost(url.hostname));
  }

  /** Why the owner may not add this address, before any look-up (its scheme, a forbidden IP written out). */
  refusalOf(url: URL): string | undefined {
    if (this.isAllowed(url)) return undefined;
    if (url.protocol !== "https:")
      return `Plain http:// is refused: use https://. The server's operator can allow ${url.hostname} over http in WEBHOOK_ALLOWED_HOSTS.`;
    const host = normalHost(url.hostname);
    const words = isIP(host) ? refusedAddressWords(host) : undefined;
    return words ? `${host} is ${words}, so the server will not post to it. ${ALLOW_HINT}` : undefined;
  }

  /** Every address the URL's host resolves to, or why it may not be posted to. */
  async check(url: URL): Promise<AddressCheck> {
    const refusal = this.refusalOf(url);
    if (refusal) return { ok: false, reason: refusal };
    const host = normalHost(url.hostname);
    const family = isIP(host);
    if (family !== 0) return { ok: true, addresses: [{ address: host, family: family === 6 ? 6 : 4 }] };
    let addresses: CheckedAddress[];
    try {
      addresses = await this.resolve(host);
    } catch (error) {
      return {
        ok: false,
        reason: networkFailureWords(error, host) ?? `The name ${host} could not be resolved`,
      };
    }
    if (addresses.length === 0) return { ok: false, reason: `The name ${host} has no address` };
    if (this.isAllowed(url)) return { ok: true, addresses };
    for (const { address } of addresses) {
      const words = refusedAddressWords(address);
      if (words)
        return {
          ok: false,
          reason: `${host} resolves to ${address}, ${words}, so the server will not post to it. ${ALLOW_HINT}`,
        };
    }
    return { ok: true, addresses };
  }
}
