import { expect, test } from "./fixtures";

const pages = [
  { path: "/", title: /^DVAT: AI Automation Agency/ },
  { path: "/projects/inbox-cleaner", title: /^CRM Inbox Cleaner/ },
  { path: "/projects/response-generator", title: /^AI Response Generator/ },
  { path: "/projects/company-analyzer", title: /^Company Analyzer/ },
];

const content = (page: import("@playwright/test").Page, selector: string) =>
  page.locator(selector).getAttribute("content");

// The end-to-end server runs as `npm start` does by default, without PUBLIC_URL: the pages have no
// canonical address, so they name none (a link to localhost would be wrong for a visitor at another
// address). With PUBLIC_URL the same tags carry absolute URLs (app/lib/seo.test.ts).
for (const { path, title } of pages) {
  test(`${path} has its own title, description, Open Graph and Twitter tags, and names no host`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await content(page, 'meta[name="description"]');
    expect(description?.length).toBeGreaterThan(50);

    expect(await content(page, 'meta[property="og:title"]')).toBe(await page.title());
    expect(await content(page, 'meta[property="og:description"]')).toBe(description);
    expect(await content(page, 'meta[property="og:type"]')).toBe("website");
    expect(await content(page, 'meta[name="twitter:card"]')).toBe("summary");
    expect(await content(page, 'meta[name="twitter:title"]')).toBe(await page.title());
    await expect(
      page.locator('link[rel="canonical"], meta[property="og:url"], meta[property="og:image"]'),
    ).toHaveCount(0);
    const head = await page.locator("head").innerHTML();
    expect(head).not.toMatch(/https?:\/\/(localhost|127\.0\.0\.1)/);

    const picture = await request.get("/social-image.png");
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

test("sitemap.xml lists the public pages at the address it was read from (no PUBLIC_URL)", async ({
  request,
  baseURL,
}) => {
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
