import { data, type MiddlewareFunction, redirect } from "react-router";
import { dataRequestContext, servicesContext } from "../../app/context";
import { requireAdmin } from "../auth/require-admin";

const safeMethods = new Set(["GET", "HEAD"]);

/**
 * Every admin URL: changes only from our own pages (the Origin must be PUBLIC_URL's), and nothing is
 * cached or indexed.
 */
export const adminAreaMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!safeMethods.has(request.method)) {
    const allowed = new URL(context.get(servicesContext).config.publicUrl).origin;
    if (request.headers.get("origin") !== allowed) {
      throw data("This request did not come from the admin pages.", { status: 403 });
    }
  }
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
};

/**
 * The gate in front of every admin loader and action: a signed-in admin, or nothing runs. Pages are
 * redirected to the sign-in page; data requests get 401/403 and no data.
 */
export const signedInAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const check = await requireAdmin(context.get(servicesContext), request.headers);
  if (!check.ok) {
    if (context.get(dataRequestContext)) {
      throw data(check.status === 401 ? "Sign in to continue." : "This account is not an admin.", {
        status: check.status,
      });
    }
    throw redirect("/admin/login");
  }
  const response = await next();
  for (const cookie of check.setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
};
