// Where the sign-in page sends an admin once signed in: the admin page that sent them to sign in, or the
// dashboard. Only a path of this site's admin area is followed, so a crafted link cannot send a
// freshly signed-in admin to another site (an open redirect).

const ADMIN = "/admin";
const LOGIN = "/admin/login";
const RETURN_PARAM = "next";
/** The sign-in page's `session` when a session that had been open ended (it says so). */
export const SESSION_ENDED = "ended";
/** Resolved against a host no real address has, to tell a path of this site from anything else. */
const probe = "http://sign-in.invalid";

/** The admin page a sign-in returns to, from the sign-in page's address; the dashboard when none is safe. */
export function signInReturnPath(signInUrl: string | URL): string {
  const asked = new URL(signInUrl, probe).searchParams.get(RETURN_PARAM);
  if (!asked?.startsWith("/") || asked.startsWith("//") || asked.includes("\\")) return ADMIN;
  const target = new URL(asked, probe);
  if (target.origin !== probe) return ADMIN;
  const inAdminArea = target.pathname === ADMIN || target.pathname.startsWith(`${ADMIN}/`);
  if (!inAdminArea || target.pathname === LOGIN) return ADMIN;
  return target.pathname + target.search;
}

/** The sign-in page's address for someone who asked for `asked` (a path and query) while signed out. */
export function signInPathFor(asked: { pathname: string; search: string }, sessionEnded: boolean): string {
  const query = new URLSearchParams();
  if (sessionEnded) query.set("session", SESSION_ENDED);
  const back = asked.pathname + asked.search;
  if (back !== ADMIN && signInReturnPath(`${LOGIN}?${RETURN_PARAM}=${encodeURIComponent(back)}`) === back)
    query.set(RETURN_PARAM, back);
  const search = query.toString();
  return search ? `${LOGIN}?${search}` : LOGIN;
}
