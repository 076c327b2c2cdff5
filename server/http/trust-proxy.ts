import { isIP } from "node:net";
import { z } from "zod";

// TRUST_PROXY: which proxies in front of the app may report the client's address and protocol
// (X-Forwarded-For, -Proto, -Host). Express's `trust proxy`, validated, and never `true`: trusting every
// X-Forwarded-For would let any client choose its address and so dodge the per-address limits.

/** What Express's `trust proxy` setting is given: nothing, a number of hops, or addresses and ranges. */
export type TrustProxy = false | number | string[];

const namedRanges = ["loopback", "linklocal", "uniquelocal"];

const accepted =
  "loopback, none, the number of proxies in front (1, 2, …) or their IP addresses and CIDR ranges separated by commas";

function isAddressOrRange(entry: string) {
  if (namedRanges.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function refusal(value: string, entries: string[]) {
  if (value === "true")
    return `must not be true: that trusts any client's X-Forwarded-For, so a client could choose its address and dodge the booking and sign-in limits; set the number of proxies in front (such as 1) or their addresses`;
  if (value === "") return `must not be blank: set ${accepted}`;
  if (/^-\d+$/.test(value)) return `must not be negative: set ${accepted}`;
  if (entries.includes("")) return `has an empty entry: set ${accepted}`;
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  return `must be ${accepted}; "${bad}" is none of these`;
}

export const trustProxySetting = z.string().transform((raw, context): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === "none" || value === "false") return false;
  if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value) || false;
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every((entry) => entry !== "" && isAddressOrRange(entry))) return entries;
  context.addIssue({ code: "custom", message: refusal(value, entries) });
  return z.NEVER;
});
