import type { RequestHandler } from "express";

/**
 * The header that carries the client's address to Better Auth and the route handlers. Whatever a
 * client sends under this name is replaced by the address Express trusts (TRUST_PROXY), so it
 * cannot be forged to dodge the sign-in limits.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

export function clientAddress(): RequestHandler {
  return (request, _response, next) => {
    request.headers[CLIENT_ADDRESS_HEADER] = request.ip ?? request.socket.remoteAddress ?? "unknown";
    next();
  };
}
