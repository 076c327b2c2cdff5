import type { RequestHandler } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function crossSitePostMessage(site: string) {
  return `This form was sent from another website, so nothing was done. To book a call or manage bookings, open ${site} and use the form there.`;
}

/**
 * A form posted to our pages from another site, or from a sandboxed frame (`Origin: null`), is refused
 * before React Router sees it (docs/decisions/010-cross-site-forms.md), with words the visitor who was
 * sent here can act on; React Router's own check would answer a bare "Bad Request". A post from this
 * site's address (PUBLIC_URL, or the host the request names) goes on to that check and the admin
 * area's, which stay the authority. Better Auth's endpoints check the Origin themselves.
 */
export function refuseCrossSitePosts(publicUrl: string): RequestHandler {
  const site = new URL(publicUrl).origin;
  return (request, response, next) => {
    const origin = request.get("origin");
    if (safeMethods.has(request.method) || origin === undefined) return next();
    if (origin === site || origin === `${request.protocol}://${request.host}`) return next();
    response.status(403).set("Cache-Control", "no-store").type("text/plain").send(crossSitePostMessage(site));
  };
}
