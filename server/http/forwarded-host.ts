import type { RequestHandler } from "express";

/**
 * The public host a trusted proxy reports in X-Forwarded-Host becomes the request's Host. React Router's
 * adapter takes the port from Host when X-Forwarded-Host names none, so behind a proxy that keeps the
 * internal Host (127.0.0.1:3000) every form's Origin would look like another site's.
 */
export function forwardedHost(): RequestHandler {
  return (request, _response, next) => {
    // Express reads X-Forwarded-Host only from a proxy TRUST_PROXY trusts.
    const host = request.host;
    if (host && host !== request.headers.host) request.headers.host = host;
    next();
  };
}
