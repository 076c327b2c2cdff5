import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";

const settings = {
  agencyName: "DVAT",
  publicUrl: "https://dvat.example",
  contactEmail: "hello@dvat.ai",
};

describe("page meta", () => {
  it("builds the canonical link and the social tags from the public URL", () => {
    const tags = pageMeta({ title: "T", description: "D", path: "/projects/x", settings });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://dvat.example/projects/x",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "https://dvat.example/projects/x" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://dvat.example/social-image.png" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("names no address without PUBLIC_URL: no canonical link, no og:url, no image URL", () => {
    const tags = pageMeta({
      title: "T",
      description: "D",
      path: "/projects/x",
      settings: { ...settings, publicUrl: undefined },
    });
    expect(tags).toContainEqual({ property: "og:title", content: "T" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(JSON.stringify(tags)).not.toMatch(/canonical|og:url|og:image|twitter:image|https?:/);
  });

  it("gives only the title and description when the settings are missing", () => {
    expect(pageMeta({ title: "T", description: "D", path: "/", settings: undefined })).toEqual([
      { title: "T" },
      { name: "description", content: "D" },
    ]);
  });
});
