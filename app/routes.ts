import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors the route table of the specification (section 2).
export default [
  index("routes/home.tsx"),
  route("book-call", "routes/book-call.tsx"),
  route("projects/:slug", "routes/project.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
