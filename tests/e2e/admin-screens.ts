import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

// The admin's screens, read from the route table: a screen added there is in every spec that walks
// them, with no list here to forget.

const signedInGate = "routes/admin/signed-in-gate.tsx";

function children(entries: RouteConfigEntry[], file: string): RouteConfigEntry[] {
  for (const entry of entries) {
    if (entry.file === file) return entry.children ?? [];
    const found = children(entry.children ?? [], file);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The paths of the screens a signed-in admin opens ('/admin', '/admin/settings', …): the signed-in
 * gate's routes with a page (a .tsx module; .ts ones are downloads and actions). A path with a
 * parameter (':id') is a pattern: open it through a link.
 */
export const adminScreens: string[] = children(routes, signedInGate)
  .filter((entry) => entry.file.endsWith(".tsx"))
  .map((entry) => `/${entry.path ?? ""}`);

/** A path pattern's links ('/admin/bookings/:id' matches '/admin/bookings/42'). */
export function linkPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[^/]+/g, "[^/?#]+")}(?:[?#].*)?$`);
}
