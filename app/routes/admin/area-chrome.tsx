import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { Toaster } from "~/components/ui/toaster";
import { adminAreaMiddleware } from "../../../server/admin/middleware";
import type { Route } from "./+types/area-chrome";

// The chrome of every /admin URL, signed in or not: same-origin changes only, no caching, no indexing, toasts.
export const middleware: Route.MiddlewareFunction[] = [adminAreaMiddleware];

export default function AdminAreaChrome() {
  return (
    <div className="min-h-screen bg-background">
      <Outlet />
      <Toaster />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : "Something went wrong. Please try again in a moment.";
  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Admin</h1>
      <p>{message}</p>
      <Link to="/admin" className="text-primary underline">
        Back to the dashboard
      </Link>
    </main>
  );
}
