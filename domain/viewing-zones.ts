import { wallClockToInstant, zoneAbbreviation, zoneOffsetLabel } from "./agency-time";

// The zones a visitor may view the times in. Labels carry the offset in force on the date shown,
// never a fixed one (New York is GMT-4 in July and GMT-5 in January).

export interface ViewingZone {
  id: string;
  city: string;
}

export const viewingZones: readonly ViewingZone[] = [
  { id: "America/Monterrey", city: "Monterrey" },
  { id: "America/New_York", city: "New York" },
  { id: "America/Chicago", city: "Chicago" },
  { id: "America/Denver", city: "Denver" },
  { id: "America/Los_Angeles", city: "Los Angeles" },
  { id: "Europe/London", city: "London" },
  { id: "Europe/Paris", city: "Paris" },
  { id: "Asia/Dubai", city: "Dubai" },
  { id: "Asia/Singapore", city: "Singapore" },
  { id: "Australia/Sydney", city: "Sydney" },
];

// Browsers still report some zones by their old names (Chromium: 'Asia/Calcutta', 'Europe/Kiev'); a
// visitor reads the city as it is called today.
const renamedCities: Record<string, string> = {
  Calcutta: "Kolkata",
  Kiev: "Kyiv",
  Saigon: "Ho Chi Minh City",
  Katmandu: "Kathmandu",
  Rangoon: "Yangon",
  Godthab: "Nuuk",
  Faeroe: "Faroe",
  Truk: "Chuuk",
  Ponape: "Pohnpei",
  Ulan_Bator: "Ulaanbaatar",
  Dacca: "Dhaka",
  Thimbu: "Thimphu",
  Macao: "Macau",
  Uzhgorod: "Uzhhorod",
  Zaporozhye: "Zaporizhzhia",
  Enderbury: "Kanton",
};

/** 'Monterrey' from 'America/Monterrey', 'Buenos Aires' from 'America/Argentina/Buenos_Aires', 'Kolkata' from 'Asia/Calcutta'. */
export function cityOf(zone: string): string {
  const last = zone.split("/").pop() ?? zone;
  return renamedCities[last] ?? last.replaceAll("_", " ");
}

/**
 * True for an IANA zone the runtime knows ('Asia/Tokyo'); false for anything else. 'UTC' counts as
 * unknown: browsers that hide their zone (Tor, Firefox's fingerprinting protection) report it, so such
 * a visitor sees the agency's time, named in "View in", rather than UTC presented as theirs.
 */
export function isKnownZone(zone: string | null | undefined): zone is string {
  if (!zone?.includes("/")) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The agency's zone first, then `visitorZone` (the one the browser reports, say) when it is none of
 * the ten, then the others.
 */
export function zonesFor(agencyZone: string, visitorZone?: string): ViewingZone[] {
  const listed = (id: string) => viewingZones.find((zone) => zone.id === id) ?? { id, city: cityOf(id) };
  const extra =
    visitorZone && visitorZone !== agencyZone && !viewingZones.some((zone) => zone.id === visitorZone)
      ? [listed(visitorZone)]
      : [];
  return [listed(agencyZone), ...extra, ...viewingZones.filter((zone) => zone.id !== agencyZone)];
}

/** The zone a visitor asked for when it is a real one, else the agency's. */
export function resolveViewingZone(requested: string | null | undefined, agencyZone: string): string {
  return isKnownZone(requested) ? requested : agencyZone;
}

export interface ZoneOption {
  id: string;
  label: string;
}

/** 'Monterrey (CST, GMT-6)', 'New York (GMT-4)': offsets as they are at noon of `date` in the agency zone. */
export function zoneOptions(agencyZone: string, date: string, shownZone?: string): ZoneOption[] {
  const noon = wallClockToInstant(date, "12:00:00", agencyZone);
  return zonesFor(agencyZone, shownZone).map((zone) => {
    const offset = zoneOffsetLabel(zone.id, noon);
    const abbreviation = zoneAbbreviation(zone.id, noon);
    const named = zone.id === agencyZone && abbreviation !== offset && !abbreviation.startsWith("GMT");
    return { id: zone.id, label: `${zone.city} (${named ? `${abbreviation}, ` : ""}${offset})` };
  });
}

/** How the confirmation names the agency's time: 'CST (Monterrey time)'. */
export function agencyTimeLabel(agencyZone: string, date: string): string {
  const noon = wallClockToInstant(date, "12:00:00", agencyZone);
  return `${zoneAbbreviation(agencyZone, noon)} (${cityOf(agencyZone)} time)`;
}
