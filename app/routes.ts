import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors the route table of the specification (section 2).
export default [
  index("routes/home.tsx"),
  route("book-call", "routes/book-call.tsx"),
  route("booking/:token", "routes/manage-booking.tsx"),
  route("find-booking", "routes/find-booking.tsx"),
  route("projects/:slug", "routes/project.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("calendar/:file", "routes/calendar-feed.ts"),
  layout("routes/admin/area-chrome.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/setup", "routes/admin/setup.tsx"),
    route("admin/logout", "routes/admin/logout.ts"),
    layout("routes/admin/signed-in-gate.tsx", [
      route("admin", "routes/admin/dashboard.tsx"),
      route("admin/time-slots", "routes/admin/time-slots.tsx"),
      route("admin/settings", "routes/admin/settings.tsx"),
      route("admin/calendars", "routes/admin/calendars.tsx"),
      route("admin/chat-threads", "routes/admin/chat-threads.tsx"),
      route("admin/integrations", "routes/admin/integrations.tsx"),
      route("admin/bookings.csv", "routes/admin/bookings-csv.ts"),
      route("admin/bookings", "routes/admin/bookings.tsx"),
      route("admin/bookings/:id", "routes/admin/booking.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
