import { vi } from "vitest";

/**
 * Runs `check` with the machine's own zone (TZ) set to each of `zones` in turn, and puts the zone back
 * afterwards, pass or fail: what the agency's dates say must not depend on where the server runs.
 */
export function inEachMachineZone(zones: string[], check: (zone: string, index: number) => void) {
  try {
    for (const [index, zone] of zones.entries()) {
      vi.stubEnv("TZ", zone);
      check(zone, index);
    }
  } finally {
    vi.unstubAllEnvs();
  }
}
