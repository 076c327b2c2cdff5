import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { voiceCallPermissionsPolicy, voiceCallSources } from "../voice/call-sources";

export interface SecurityOptions {
  /** Vite's development server injects inline scripts and a websocket; the policy is off there. */
  development: boolean;
  https: boolean;
  /** The voice demo is configured: allow what its SDK reaches, and the microphone for this page. */
  voiceCall?: boolean;
}

/**
 * Inline scripts run only with this response's nonce (server-rendered pages) or with the hashes of a
 * prerendered file's own scripts (set in res.locals.cspScriptHashes before this runs).
 */
function scriptSources(_request: Request, response: Response) {
  const hashes: string[] | undefined = response.locals.cspScriptHashes;
  if (hashes) return hashes.map((hash) => `'${hash}'`).join(" ") || "'none'";
  return `'nonce-${response.locals.cspNonce}'`;
}

const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The security headers of a JSON answer that no browser renders, fixed at start-up: such a request
 * is too frequent to build a page's policy for, and the strictest policy fits it.
 */
export function apiSecurityHeaders({ https }: Pick<SecurityOptions, "https">): Map<string, string> {
  const headers = new Map([
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ]);
  if (https) headers.set("Strict-Transport-Security", `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  return headers;
}

export function securityHeaders({
  development,
  https,
  voiceCall = false,
}: SecurityOptions): RequestHandler[] {
  const voice = voiceCall ? voiceCallSources : undefined;
  const assignNonce: RequestHandler = (_request, response, next) => {
    response.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", scriptSources as never, ...(voice?.scriptSrc ?? [])],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...(voice?.connectSrc ?? [])],
            ...(voice ? { workerSrc: [...voice.workerSrc] } : {}),
            mediaSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  if (!voiceCall) return [assignNonce, headers, openerPolicy];
  const permissions: RequestHandler = (_request, response, next) => {
    response.setHeader("Permissions-Policy", voiceCallPermissionsPolicy);
    next();
  };
  return [assignNonce, headers, openerPolicy, permissions];
}

/** Addresses a browser treats as secure without https (it ignores COOP, with a console error, on the rest). */
function isPotentiallyTrustworthy(request: Request) {
  const host = request.hostname;
  return (
    request.protocol === "https" ||
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Cross-Origin-Opener-Policy where the browser applies it: over https, and on this machine's own
 * addresses. Opened over plain http at a LAN address, it would only log an error in the console.
 */
const openerPolicy: RequestHandler = (request, response, next) => {
  if (isPotentiallyTrustworthy(request)) response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  next();
};
