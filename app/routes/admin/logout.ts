import { servicesContext } from "@domain/router-context";
import { redirect } from "react-router";
import type { Route } from "./+types/logout";

/** Logout is a POST (a link cannot sign anyone out); a plain visit goes to the dashboard. */
export function loader() {
  return redirect("/admin");
}

/** Ends the session (Better Auth deletes it and clears the cookie) and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = context.get(servicesContext);
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}
