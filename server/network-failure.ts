// Why a connection to another server failed, in words the agency's owner can act on: the webhook
// delivery log, the webhook address check and the calendars' reads and writes all say it this way.
// Keyed on the code Node gives the failure (on the error, or on the cause fetch wraps it in), never on
// its message, which is Node's and OpenSSL's and changes between versions.

interface Failure {
  code?: unknown;
  name?: unknown;
  cause?: unknown;
  message?: unknown;
  cert?: { subjectaltname?: unknown };
}

/** The error and the causes it wraps, outermost first (fetch: TypeError → Node's error). */
function chain(error: unknown): Failure[] {
  const links: Failure[] = [];
  for (let at = error; at && typeof at === "object" && links.length < 4; at = (at as Failure).cause)
    links.push(at as Failure);
  return links;
}

/** The failure's code, such as ECONNREFUSED or CERT_HAS_EXPIRED (ABORT_ERR says only that it was stopped). */
export function failureCode(error: unknown): string | undefined {
  const code = chain(error).find((link) => typeof link.code === "string" && link.code !== "ABORT_ERR")?.code;
  return code as string | undefined;
}

/** The names a certificate is for, as its subjectAltName lists them: " (it is for a, b, c…)". */
function certificateNames(error: unknown): string {
  const names = chain(error)
    .map((link) => link.cert?.subjectaltname)
    .find((value): value is string => typeof value === "string")
    ?.split(/,\s*/)
    .map((name) => name.replace(/^(DNS|IP Address):/, ""));
  if (!names?.length) return "";
  return ` (it is for ${names.slice(0, 3).join(", ")}${names.length > 3 ? "…" : ""})`;
}

const withoutPort = (host: string) => host.replace(/:\d+$/, "");

const selfSigned = (host: string) =>
  `${host} uses a self-signed certificate, which no authority vouches for: it needs one from a public certificate authority (such as Let's Encrypt).`;
const incompleteChain = (host: string) =>
  `${host}'s certificate could not be traced to a trusted authority: the server must send its whole certificate chain (the intermediate certificates too).`;
const notHttps = (host: string) =>
  `${host} did not answer in HTTPS at this port: check the address (does it take plain http://, or another port?).`;
const unreachable = (host: string) => `${host} cannot be reached from this server (no route to it).`;

const wordsByCode: Record<string, (host: string, error: unknown) => string> = {
  ERR_TLS_CERT_ALTNAME_INVALID: (host, error) =>
    `${host}'s certificate is not valid for this address${certificateNames(error)}: use the address it was issued for, or have one issued for ${withoutPort(host)}.`,
  CERT_HAS_EXPIRED: (host) => `${host}'s certificate has expired: its owner must renew it.`,
  CERT_NOT_YET_VALID: (host) => `${host}'s certificate is not valid yet: check the clock of ${host}.`,
  DEPTH_ZERO_SELF_SIGNED_CERT: selfSigned,
  SELF_SIGNED_CERT_IN_CHAIN: selfSigned,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: incompleteChain,
  UNABLE_TO_GET_ISSUER_CERT: incompleteChain,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: incompleteChain,
  EPROTO: notHttps,
  ERR_SSL_WRONG_VERSION_NUMBER: notHttps,
  ECONNREFUSED: (host) =>
    `${host} refused the connection: nothing is listening at this address and port (the service may be down, or the port wrong).`,
  ECONNRESET: (host) => `${host} closed the connection before answering.`,
  ETIMEDOUT: (host) =>
    `${host} did not accept the connection in time: it may be down, or a firewall may drop the connection.`,
  ENOTFOUND: (host) => `No server is known by the name ${withoutPort(host)}: check the address.`,
  EAI_AGAIN: (host) =>
    `The name ${withoutPort(host)} could not be looked up just now (the name service did not answer).`,
  EHOSTUNREACH: unreachable,
  ENETUNREACH: unreachable,
};

/**
 * Why the connection to `host` failed, in the owner's words; undefined for a failure that is no
 * network or TLS one (its caller has its own words for those). `timeoutMs`: the wait that was given up.
 */
export function networkFailureWords(error: unknown, host: string, timeoutMs?: number): string | undefined {
  const code = failureCode(error);
  const words = code ? wordsByCode[code] : undefined;
  if (words) return words(host, error);
  if (code && /^ERR_(TLS|SSL)_|CERT/.test(code))
    return `${host}'s secure connection could not be verified (its certificate: ${code}).`;
  if (chain(error).some((link) => link.name === "TimeoutError" || link.name === "AbortError"))
    return timeoutMs
      ? `${host} did not answer within ${timeoutMs / 1000} seconds.`
      : `${host} did not answer in time.`;
  return undefined;
}

/** As networkFailureWords, else the failure's own message, tidied: one line, no dangling colon. */
export function connectionFailure(error: unknown, host: string, timeoutMs?: number): string {
  const words = networkFailureWords(error, host, timeoutMs);
  if (words) return words;
  const message = error instanceof Error ? error.message : String(error);
  const tidied = message.replace(/\s+/g, " ").replace(/[\s:;,.-]+$/, "");
  return `Could not connect to ${host}: ${tidied || "no reason given"}.`;
}
