import type { RequestHandler } from "express";

// React Router warns on the console with the whole path when a part of it cannot be percent-decoded,
// so `/booking/<token>%` would put a manage link's token in the log (our own lines leave it out,
// logged-path.ts). Such a path names no page of the site: it is refused before React Router reads it.

export const UNDECODABLE_PATH_MESSAGE =
  "This address could not be read. Please check the link and try again.";

export const refuseUndecodablePaths: RequestHandler = (request, response, next) => {
  try {
    decodeURIComponent(request.path);
  } catch {
    response.status(400).set("Cache-Control", "no-store").type("text/plain").send(UNDECODABLE_PATH_MESSAGE);
    return;
  }
  next();
};
