import { projectPath, projects } from "@domain/content/projects";
import { siteSettingsFor } from "../../server/site-settings";
import type { Route } from "./+types/sitemap";

/** The public pages search engines should index. */
const publicPaths = ["/", "/book-call", ...projects.map(projectPath)];

export function loader({ request, context }: Route.LoaderArgs) {
  // PUBLIC_URL when set; otherwise the address this request reached, never one the reader did not use.
  const publicUrl = siteSettingsFor(context).publicUrl ?? new URL(request.url).origin;
  const urls = publicPaths.map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: "Host",
    },
  });
}
