// A link is judged as the browser will follow it, not by its first characters: the URL parser reads
// `/\evil.example` as `https://evil.example/` and drops the tab in `java\tscript:`.

/** Where `href` leads on the site at `origin`, as a path; null when it leads anywhere else. */
export function sameSitePath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
