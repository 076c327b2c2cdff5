import { expect, test } from "./fixtures";

const projects = [
  {
    path: "/projects/inbox-cleaner",
    title: "CRM Inbox Cleaner",
    features: [
      /ai email categorization/i,
      /spam detection/i,
      /smart inbox organization/i,
      /crm integration/i,
      /real-time processing/i,
      /customizable filter rules/i,
    ],
    videoDemo: false,
  },
  {
    path: "/projects/response-generator",
    title: "AI Response Generator",
    features: [
      /vector database/i,
      /context-aware suggestions/i,
      /employee suggestion system/i,
      /multi-language support/i,
      /real-time generation/i,
      /custom training on company data/i,
    ],
    videoDemo: true,
  },
  {
    path: "/projects/company-analyzer",
    title: "Company Analyzer",
    features: [
      /multi-source data analysis/i,
      /problem identification.*mapping/i,
      /solution recommendations/i,
      /competitor analysis/i,
      /market trend insights/i,
      /custom reporting.*dashboards/i,
    ],
    videoDemo: true,
  },
];

for (const project of projects) {
  test(`${project.path} shows the project, its key features and a call to book`, async ({ page }) => {
    const response = await page.goto(project.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    await expect(page.getByRole("img", { name: /^Workflow: / })).toBeVisible();

    await expect(page.getByRole("heading", { level: 2, name: "Key Features" })).toBeVisible();
    const features = page.getByRole("heading", { level: 3 });
    await expect(features).toHaveCount(6);
    for (const [index, feature] of project.features.entries())
      await expect(features.nth(index)).toHaveText(feature);

    await expect(page.getByText("Video Demo Coming Soon")).toHaveCount(project.videoDemo ? 1 : 0);
    await expect(page.getByRole("link", { name: "Book a Strategy Call" })).toHaveAttribute(
      "href",
      "/book-call",
    );

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Put AI to work in your business");
  });
}

test("an unknown project is a 404", async ({ page }) => {
  const response = await page.goto("/projects/no-such-project");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page).toHaveTitle("Page not found | DVAT");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
