import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data({ pathname: new URL(request.url).pathname }, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page at", pathname);
  }, [pathname]);
  return (
    <main className="page">
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link to="/">Return to Home</Link>
    </main>
  );
}
