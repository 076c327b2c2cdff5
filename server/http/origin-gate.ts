import type { RequestHandler } from "express";

// Which sites may change things here (docs/decisions/013-any-address.md): a request's own address,
// wherever it is reached (localhost, 127.0.0.1, a LAN name, any port), PUBLIC_URL's, and TRUSTED_ORIGINS.
// Everything else that sends an Origin — another site, a sandboxed frame's `null` — is refused here,
// before Better Auth and React Router, with words the person can act on.

/** The request's own origin as the server sees it (TRUST_PROXY decides whether proxies may say). */
export const REQUEST_ORIGIN_HEADER = "x-request-origin";

export interface OriginPolicy {
  publicUrl?: string;
  trustedOrigins: string[];
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins trusted besides a request's own. */
export function listedOrigins({ publicUrl, trustedOrigins }: OriginPolicy): string[] {
  return [...(publicUrl ? [new URL(publicUrl).origin] : []), ...trustedOrigins];
}

export function isTrustedOrigin(origin: string, ownOrigin: string, policy: OriginPolicy): boolean {
  return origin === ownOrigin || listedOrigins(policy).includes(origin);
}

export function untrustedOriginMessage(origin: string, site: string) {
  return (
    `This page was opened at ${origin}, an address this server does not trust, so nothing was done. ` +
    `Open it at ${site} and try again. (If ${origin} is this site's address, its operator can set ` +
    "PUBLIC_URL or add it to TRUSTED_ORIGINS.)"
  );
}

/** As a browser writes it: `https://agency.example`, not `https://agency.example:443`. */
function ownOrigin(address: string) {
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
}

/**
 * Refuses state-changing requests from untrusted origins. A trusted origin that is not the request's
 * own (PUBLIC_URL behind a proxy that does not pass the public host, a TRUSTED_ORIGINS entry) is from
 * here on treated as the request's own, so the checks behind this one (React Router's, Better Auth's,
 * the admin area's) agree with it.
 */
export function originGate(policy: OriginPolicy): RequestHandler {
  return (request, response, next) => {
    const own = ownOrigin(`${request.protocol}://${request.host}`);
    // Whatever a client sent under this name is replaced.
    request.headers[REQUEST_ORIGIN_HEADER] = own;
    const origin = request.get("origin");
    // No Origin: not a browser's form post (scripts can send anything anyway); the admin area requires one.
    if (safeMethods.has(request.method) || origin === undefined) return next();
    if (origin !== "null" && isTrustedOrigin(origin, own, policy)) {
      if (origin !== own) request.headers.origin = own;
      return next();
    }
    response
      .status(403)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(untrustedOriginMessage(origin, policy.publicUrl ?? own));
  };
}
