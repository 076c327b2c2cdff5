import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../app/context";
import { type Config, parseConfig } from "./config";

/** What the public pages show about the agency: name, address for canonical links, contact details. */
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

/** Where the build records the settings its prerendered pages carry (relative to the project). */
export const prerenderedSettingsFile = "build/prerender-settings.json";

export function siteSettings(config: Config): SiteSettings {
  return {
    agencyName: config.agencyName,
    publicUrl: config.publicUrl,
    contactEmail: config.contact.email,
    contactPhone: config.contact.phone,
    blogUrl: config.blogUrl,
  };
}

/**
 * The settings of the running server; while prerendering at build time there is no server, so they
 * come from the build's environment (npm start rebuilds when those variables change).
 */
export function siteSettingsFor(context: Readonly<RouterContextProvider>): SiteSettings {
  return siteSettings(runningConfig(context) ?? parseConfig());
}

function runningConfig(context: Readonly<RouterContextProvider>): Config | undefined {
  try {
    return context.get(servicesContext).config;
  } catch {
    // No services in this context: the prerender step.
    return undefined;
  }
}
