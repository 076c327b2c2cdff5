import { defaultAgencyName } from "@domain/content/agency";
import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "./site";

export const socialImage = {
  path: "/social-image.png",
  width: 1200,
  height: 630,
  // The image is drawn with the default name, so its description names the same.
  alt: `${defaultAgencyName}: AI solutions delivered in days`,
};

/** The page's address at PUBLIC_URL; without PUBLIC_URL, the path alone (relative to wherever it is read). */
export function absoluteUrl(settings: SiteSettings, path: string) {
  return `${settings.publicUrl ?? ""}${path}`;
}

interface PageMeta {
  title: string;
  description: string;
  /**
   * The page's path, e.g. "/projects/inbox-cleaner"; its canonical URL is built from PUBLIC_URL. Without
   * PUBLIC_URL there is no canonical address, so no canonical link, og:url or image URL: they would
   * name a host the visitor may not have used.
   */
  path: string;
  settings: SiteSettings | undefined;
}

/** Title, description, canonical link, Open Graph and Twitter card of one page. */
export function pageMeta({ title, description, path, settings }: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (!settings) return tags;
  const social: MetaDescriptor[] = [
    ...tags,
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: settings.agencyName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:card", content: settings.publicUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (!settings.publicUrl) return social;
  const url = absoluteUrl(settings, path);
  const image = absoluteUrl(settings, socialImage.path);
  return [
    ...social,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: socialImage.alt },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: socialImage.alt },
  ];
}
