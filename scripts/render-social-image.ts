// Renders public/social-image.png (1200x630, the Open Graph / Twitter card picture) with Chromium.
// Run after changing the brand: npx tsx scripts/render-social-image.ts
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/support/chromium";

const root = path.resolve(import.meta.dirname, "..");
// Inlined: a page set from a string may not load file: URLs.
const font = (file: string) =>
  `data:font/woff2;base64,${readFileSync(path.join(root, "node_modules/@fontsource-variable", file)).toString("base64")}`;

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(${font("inter/files/inter-latin-wght-normal.woff2")}); font-weight: 100 900; }
@font-face { font-family: Grotesk; src: url(${font("space-grotesk/files/space-grotesk-latin-wght-normal.woff2")}); font-weight: 300 700; }
body { margin: 0; width: 1200px; height: 630px; overflow: hidden; background: #090a14; color: #f3f5fb; font-family: Inter; }
.frame { position: relative; width: 100%; height: 100%; box-sizing: border-box; padding: 84px 96px; display: flex; flex-direction: column; justify-content: space-between;
  background: radial-gradient(700px 420px at 12% 0%, rgba(171,150,255,.28), transparent 70%), radial-gradient(600px 380px at 100% 100%, rgba(76,228,228,.18), transparent 70%); }
.grid { position: absolute; inset: 0; background-image: linear-gradient(to right, rgba(44,47,63,.6) 1px, transparent 1px), linear-gradient(to bottom, rgba(44,47,63,.6) 1px, transparent 1px);
  background-size: 56px 56px; -webkit-mask-image: radial-gradient(ellipse at 40% 30%, black 10%, transparent 75%); }
.brand { position: relative; display: flex; align-items: center; gap: 18px; font-family: Grotesk; font-weight: 700; font-size: 40px; }
h1 { position: relative; margin: 0; font-family: Grotesk; font-weight: 700; font-size: 88px; line-height: 1.02; letter-spacing: -0.035em; }
h1 span { background: linear-gradient(100deg, #ab96ff 10%, #4ce4e4 90%); -webkit-background-clip: text; color: transparent; }
p { position: relative; margin: 0; font-size: 30px; color: #afb3c5; }
</style></head><body><div class="frame"><div class="grid"></div>
<div class="brand"><svg width="60" height="60" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ab96ff"/><stop offset="1" stop-color="#4ce4e4"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M10 9.5h5.5a6.5 6.5 0 0 1 0 13H10z" fill="none" stroke="#0d0a1d" stroke-width="2.6" stroke-linejoin="round"/><circle cx="23.5" cy="9" r="2.2" fill="#0d0a1d"/></svg>DVAT</div>
<h1>Put AI to work<br><span>in your business</span></h1>
<p>AI solutions delivered in days, not months.</p>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(root, "public/social-image.png") });
await browser.close();
console.log("Wrote public/social-image.png");
