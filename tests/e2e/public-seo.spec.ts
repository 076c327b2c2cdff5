import { expect, test } from "./fixtures";

const pages = [
  { path: "/", title: /^DVAT: AI Automation Agency/ },
  { path: "/projects/inbox-cleaner", title: /^CRM Inbox Cleaner/ },
  { path: "/projects/response-generator", title: /^AI Response Generator/ },
  { path: "/projects/company-analyzer", title: /^Company Analyzer/ },
];

const content = (page: import("@playwright/test").Page, selector: string) =>
  page.locator(selector).getAttribute("content");

for (const { path, title } of pages) {
  test(`${path} has its own title, description, canonical URL, Open Graph and Twitter tags`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await content(page, 'meta[name="description"]');
    expect(description?.length).toBeGreaterThan(50);

    // Absolute, built from PUBLIC_URL at build time (prerendered pages), ending with this page's path.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`));
    expect(await content(page, 'meta[property="og:url"]')).toBe(canonical);
    expect(await content(page, 'meta[property="og:title"]')).toBe(await page.title());
    expect(await content(page, 'meta[property="og:description"]')).toBe(description);
    expect(await content(page, 'meta[property="og:type"]')).toBe("website");
    expect(await content(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await content(page, 'meta[name="twitter:title"]')).toBe(await page.title());

    const image = await content(page, 'meta[property="og:image"]');
    expect(image).toMatch(/^https?:\/\/[^/]+\/social-image\.png$/);
    expect(await content(page, 'meta[name="twitter:image"]')).toBe(image);
    const picture = await request.get(new URL(image as string).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");

    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    const favicon = await request.get(icon as string);
    expect(favicon.headers()["content-type"]).toContain("image/svg+xml");
  });
}

test("the landing page describes the agency and its six services as JSON-LD", async ({ page }) => {
  await page.goto("/");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const graph: { "@type": string; name: string }[] = JSON.parse(json ?? "{}")["@graph"];
  expect(graph.filter((node) => node["@type"] === "Organization").map((node) => node.name)).toEqual(["DVAT"]);
  expect(graph.filter((node) => node["@type"] === "Service")).toHaveLength(6);
});

test("sitemap.xml lists the public pages at PUBLIC_URL", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual([
    `${baseURL}/`,
    `${baseURL}/book-call`,
    `${baseURL}/projects/inbox-cleaner`,
    `${baseURL}/projects/response-generator`,
    `${baseURL}/projects/company-analyzer`,
  ]);
});

test("robots.txt keeps crawlers out of /admin and points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
