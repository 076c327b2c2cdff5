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

/** 'Monterrey' from 'America/Monterrey', 'Buenos Aires' from 'America/Argentina/Buenos_Aires'. */
export function cityOf(zone: string): string {
  return (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}

/** The agency's zone first (added when it is not one of the ten), then the others. */
export function zonesFor(agencyZone: string): ViewingZone[] {
  const agency = viewingZones.find((zone) => zone.id === agencyZone) ?? {
    id: agencyZone,
    city: cityOf(agencyZone),
  };
  return [agency, ...viewingZones.filter((zone) => zone.id !== agencyZone)];
}

/** The zone a visitor asked for when it is offered, else the agency's. */
export function resolveViewingZone(requested: string | null | undefined, agencyZone: string): string {
  return zonesFor(agencyZone).some((zone) => zone.id === requested) ? (requested as string) : agencyZone;
}

export interface ZoneOption {
  id: string;
  label: string;
}

/** 'Monterrey (CST, GMT-6)', 'New York (GMT-4)': offsets as they are at noon of `date` in the agency zone. */
export function zoneOptions(agencyZone: string, date: string): ZoneOption[] {
  const noon = wallClockToInstant(date, "12:00:00", agencyZone);
  return zonesFor(agencyZone).map((zone) => {
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
