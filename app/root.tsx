import interFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import spaceGroteskFont from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { requestErrorsMiddleware } from "../server/http/request-errors";
import { siteSettingsFor } from "../server/site-settings";
import type { Route } from "./+types/root";
import { replayEarlyClick } from "./lib/early-click";
import type { RootData } from "./lib/site";
import { rememberVisitSource } from "./lib/visit-source-storage";
import { useNonce } from "./nonce";
import "./app.css";
import { defaultAgencyName } from "@domain/content/agency";

// Only a page whose loader threw a 404 shows it, so other pages do not load its code. The server sends
// it in the page (entry.server waits for it), and the browser hydrates it once its code has arrived.
const NotFoundPage = lazy(() =>
  import("./components/site/not-found-page").then((module) => ({ default: module.NotFoundPage })),
);

// A request that met a database outage anywhere below is answered 503 by this route's error boundary;
// one that failed otherwise, 500 with a reference the log line carries too.
export const middleware: Route.MiddlewareFunction[] = requestErrorsMiddleware;

export function loader({ context }: Route.LoaderArgs): RootData {
  return { settings: siteSettingsFor(context), year: new Date().getFullYear() };
}

/**
 * The root's data (site settings, the year) does not change while a page is open, so navigations never
 * ask for it again. (Asked for with a screen whose middleware refuses the request, say the admin gate's
 * 401, it would get that refusal too, and the root's error page would replace the screen's own.)
 */
export function shouldRevalidate() {
  return false;
}

// Pages without a meta export of their own, and errors caught here (an unknown project), use these.
export function meta({ loaderData, error }: Route.MetaArgs) {
  const agencyName = loaderData?.settings.agencyName ?? defaultAgencyName;
  if (isRouteErrorResponse(error) && error.status === 404)
    return [{ title: `Page not found | ${agencyName}` }, { name: "robots", content: "noindex" }];
  if (isRouteErrorResponse(error) && error.status === 503)
    return [{ title: `Temporarily unavailable | ${agencyName}` }, { name: "robots", content: "noindex" }];
  return [{ title: error ? `Something went wrong | ${agencyName}` : agencyName }];
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Fetched with the stylesheet, not after it, so text rarely renders in the fallback font at all.
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: spaceGroteskFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#090a14" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Whichever page a visit arrives at, where it came from is kept in this tab until a booking.
  useEffect(() => rememberVisitSource(window.location, document.referrer), []);
  // Runs once the page is hydrated (a parent's effects run after its children's): a tap made before
  // then is made again (early-click.ts).
  useEffect(() => replayEarlyClick(window), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  // The server's own words: 503 while the database is unreachable, 500 with a reference (request-errors.ts).
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <h1 className="font-display text-4xl font-bold">
        {unavailable ? "Temporarily unavailable" : "Something went wrong"}
      </h1>
      <p className="mt-4 max-w-prose text-muted-foreground">{said ?? "Please try again in a moment."}</p>
      <a href="/" className="mt-8 text-primary underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}
