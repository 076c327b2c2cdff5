import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../domain/router-context";
import type { SiteSettings } from "../domain/site-settings";
import { type Config, parseConfig } from "./config";

/** What the public pages show about the agency: name, address for canonical links, contact details. */

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
