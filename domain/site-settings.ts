// What every page shows of the agency's own settings (server/site-settings.ts reads them from the
// configuration; the root loader hands them to the pages).
export interface SiteSettings {
  agencyName: string;
  /** PUBLIC_URL: canonical links and social previews; without it pages name no absolute address. */
  publicUrl?: string;
  /** CONTACT_EMAIL; without it the site shows no e-mail address (never a made-up one). */
  contactEmail?: string;
  contactPhone?: string;
  /** The footer's Blog link, only when the agency has a blog. */
  blogUrl?: string;
}
