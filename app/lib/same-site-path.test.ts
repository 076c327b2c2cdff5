import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path";

const origin = "https://agency.example";

describe("a link's path on this site", () => {
  it("is the path, query and fragment of a link to this site", () => {
    expect(sameSitePath("/book-call?date=2030-03-06&slot=s1#top", origin)).toBe(
      "/book-call?date=2030-03-06&slot=s1#top",
    );
    expect(sameSitePath("https://agency.example/projects/x", origin)).toBe("/projects/x");
  });

  it("is null for a link the browser would follow off the site, however it is written", () => {
    for (const href of [
      "/\\evil.example",
      "//evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      " javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,hi",
      "http://agency.example/",
      "https://agency.example.evil.example/",
    ]) {
      expect(sameSitePath(href, origin), JSON.stringify(href)).toBeNull();
    }
  });
});
