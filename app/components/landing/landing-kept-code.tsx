// The landing page's parts that never change once rendered: the browser keeps the server's markup of
// them and loads this module only to render them itself (landing-kept.tsx).
export { SiteFooterDetails } from "../site/site-footer-details";
export { CursorGlowLight } from "./cursor-glow-light";
export { HeroConsole } from "./hero-console";
export { HeroBackdrop, HeroBooking, HeroIntro, HeroPoints } from "./hero-parts";
export { LandingSections } from "./landing-sections";
export { MainNavigation, MenuLinks } from "./site-header-links";
