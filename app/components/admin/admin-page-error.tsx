import { isRouteErrorResponse, Link } from "react-router";
import { SubpageHeader } from "./admin-header";

/**
 * An admin screen that could not be shown: the server's own words when it gave some (a filter it cannot
 * read, an unknown booking), under the screen's header, and one way on.
 */
export function AdminPageError({
  page,
  error,
  fallback,
  next,
}: {
  page: string;
  error: unknown;
  fallback: string;
  next: { to: string; label: string };
}) {
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  return (
    <>
      <SubpageHeader page={page} />
      <main className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16 text-center">
        <p role="alert">{said ?? fallback}</p>
        <Link to={next.to} className="text-primary underline">
          {next.label}
        </Link>
      </main>
    </>
  );
}
