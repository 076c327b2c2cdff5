import { siteSettingsFor } from "../../server/site-settings";
import type { Route } from "./+types/robots";

export function loader({ request, context }: Route.LoaderArgs) {
  const publicUrl = siteSettingsFor(context).publicUrl ?? new URL(request.url).origin;
  const text = `User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${publicUrl}/sitemap.xml
`;
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: "Host",
    },
  });
}
