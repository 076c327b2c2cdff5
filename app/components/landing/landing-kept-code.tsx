// The landing page's parts that never change once rendered: the browser keeps the server's markup of
// them and loads this module only to render them itself (landing-kept.tsx).
export { SiteFooterDetails } from "../site/site-footer-details";
export { HeroConsole } from "./hero-console";
export { HeroBackdrop, HeroBooking, HeroIntro, HeroPoints } from "./hero-parts";
export { LandingSections } from "./landing-sections";
