import type { Services } from "../services";
import { isAdmin } from "./admins";

export interface SignedInAdmin {
  id: string;
  email: string;
  name: string;
}

export type AdminCheck =
  | { ok: true; admin: SignedInAdmin; setCookies: string[] }
  | { ok: false; status: 401 | 403 };

/**
 * The one gate of the admin area: a live session (401 without) whose user holds the admin role
 * (403 without; a failed role lookup counts as no role). `setCookies` renews the session cookie
 * when Better Auth extended the session, so an admin in use stays signed in.
 */
export async function requireAdmin(services: Services, headers: Headers): Promise<AdminCheck> {
  const { headers: responseHeaders, response: session } = await services.auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!session) return { ok: false, status: 401 };
  if (!(await isAdmin(services.database.db, session.user.id))) return { ok: false, status: 403 };
  const { id, email, name } = session.user;
  return { ok: true, admin: { id, email, name }, setCookies: responseHeaders?.getSetCookie() ?? [] };
}
