import { keptParts } from "~/components/server-rendered";
import * as code from "./landing-kept-code";

// What of the landing page never changes once rendered, kept by the browser as the server rendered it
// (docs/decisions/043-markup-the-browser-keeps.md): the cursor's glow, the header's links, the hero but its voice button, every section after
// the hero, and the footer above its copyright. The browser's bundle drops `code` (only the server's
// branch names it) and fetches it only to render these itself.
const { part, preload } = keptParts(
  import.meta.env.SSR ? code : undefined,
  () => import("./landing-kept-code"),
);

export const cursorGlow = part(["div"], (kept) => kept.CursorGlowLight);
export const mainNavigation = part(["nav"], (kept) => kept.MainNavigation);
export const menuLinks = part(["ul"], (kept) => kept.MenuLinks);
export const heroBackdrop = part(["div", "div"], (kept) => kept.HeroBackdrop);
export const heroIntro = part(["p", "h1", "p"], (kept) => kept.HeroIntro);
export const heroBooking = part(["a"], (kept) => kept.HeroBooking);
export const heroPoints = part(["ul"], (kept) => kept.HeroPoints);
export const heroConsole = part(["div"], (kept) => kept.HeroConsole);
export const landingSections = part(
  ["section", "section", "section", "section", "section", "section", "section"],
  (kept) => kept.LandingSections,
);
export const footerDetails = part(["div"], (kept) => kept.SiteFooterDetails);

/** Fetches their code, for a navigation to the landing page to render them at once. */
export const preloadLandingKept = preload;
