import { defaultAgencyName } from "@domain/content/agency";
import type { SiteSettings } from "@domain/site-settings";
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";

export type { SiteSettings };

/** What the root loader gives every page. */
export interface RootData {
  settings: SiteSettings;
  /** The year the page was rendered, so server and browser render the same footer. */
  year: number;
}

const fallbackSettings: SiteSettings = {
  agencyName: defaultAgencyName,
};

/** The agency's settings; the fallback only shows where the root loader itself failed. */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<RootData>("root")?.settings ?? fallbackSettings;
}

/**
 * The current year. Prerendered pages carry the year they were built in; the browser corrects it
 * after hydration, so a page built last December still says this year.
 */
export function useCurrentYear(): number {
  const renderedYear = useRouteLoaderData<RootData>("root")?.year ?? 2024;
  const [year, setYear] = useState(renderedYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/** The root loader's settings, for a route's meta function. */
export function settingsFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteSettings | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.settings;
}
