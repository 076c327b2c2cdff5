import { signInPathFor } from "@domain/sign-in-return";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, Outlet, useLocation, useNavigate } from "react-router";
import { signedInAdminMiddleware } from "../../../server/admin/middleware";
import type { Route } from "./+types/signed-in-gate";

// The screens only a signed-in admin reaches; the middleware runs before any of their loaders or actions.
export const middleware: Route.MiddlewareFunction[] = [signedInAdminMiddleware];

export default function SignedInAdmin() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const signedOut = isRouteErrorResponse(error) && error.status === 401;
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    // A session that ended while a screen was open: the next data request says 401; sign in again
    // (the sign-in page says why), and come back to this screen.
    if (signedOut) navigate(signInPathFor(location, true), { replace: true });
  }, [signedOut, navigate, location]);
  const notAdmin = isRouteErrorResponse(error) && error.status === 403;
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">
        {signedOut ? "Signed out" : notAdmin ? "No access" : "Something went wrong"}
      </h1>
      <p>{signedOut ? "Your session has ended." : (said ?? "Please try again in a moment.")}</p>
      <Link to={signedOut || notAdmin ? "/admin/login" : "/admin"} className="text-primary underline">
        {signedOut || notAdmin ? "Sign in" : "Back to the dashboard"}
      </Link>
    </main>
  );
}
