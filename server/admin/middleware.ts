import { data, type MiddlewareFunction, redirect } from "react-router";
import { dataRequestContext, servicesContext } from "../../domain/router-context";
import { signInPathFor } from "../../domain/sign-in-return";
import { requireAdmin } from "../auth/require-admin";

const safeMethods = new Set(["GET", "HEAD"]);
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Every admin URL: changes only from our own pages, and nothing is cached or indexed. The origin gate
 * (server/http/origin-gate.ts) has refused other sites and made a trusted Origin the request's own;
 * here a change must also name it, so a script without an Origin changes nothing either.
 */
export const adminAreaMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!safeMethods.has(request.method) && request.headers.get("origin") !== new URL(request.url).origin) {
    throw data("This request did not come from the admin pages, so nothing was changed.", { status: 403 });
  }
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
};

/**
 * The gate in front of every admin loader and action: a signed-in admin, or nothing runs. Pages are
 * redirected to the sign-in page, which returns to them once signed in; data requests get 401/403 and
 * no data.
 */
export const signedInAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const check = await requireAdmin(context.get(servicesContext), request.headers);
  if (!check.ok) {
    if (context.get(dataRequestContext)) {
      throw data(check.status === 401 ? "Sign in to continue." : "This account is not an admin.", {
        status: check.status,
      });
    }
    // A session cookie that no longer opens a session: the sign-in page says the session has ended.
    const ended = check.status === 401 && sessionCookie.test(request.headers.get("cookie") ?? "");
    throw redirect(signInPathFor(new URL(request.url), ended));
  }
  const response = await next();
  for (const cookie of check.setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
};
