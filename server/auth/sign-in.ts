import { isAPIError } from "better-auth/api";
import type { Services } from "../services";
import { isAdmin } from "./admins";

export type SignInOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: number; message: string };

/**
 * Signs in through Better Auth (so its hooks, the sign-in limits, apply) and keeps the session only
 * for an admin: anyone else is told so and their new session is deleted at once.
 */
export async function signInAdmin(
  services: Services,
  credentials: { email: string; password: string },
  headers: Headers,
): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await services.auth.api.signInEmail({ body: credentials, headers, asResponse: true });
  } catch (error) {
    // A refusal from a before-hook (the sign-in limits) is thrown even when a Response was asked for.
    if (isAPIError(error) && error.statusCode < 500) {
      return { ok: false, status: error.statusCode, message: error.body?.message ?? "Sign-in refused" };
    }
    throw error;
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    token?: string;
    user?: { id: string };
  };
  if (response.status >= 500) throw new Error(`Sign-in answered ${response.status}: ${body.message ?? ""}`);
  if (!response.ok || !body.user || !body.token) {
    return { ok: false, status: response.status, message: body.message ?? "Invalid email or password" };
  }
  if (!(await isAdmin(services.database.db, body.user.id))) {
    const context = await services.auth.$context;
    await context.internalAdapter.deleteSession(body.token);
    return { ok: false, status: 403, message: "This account has no access to the admin area." };
  }
  return { ok: true, setCookies: response.headers.getSetCookie() };
}
