import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetVisitSource, readVisitSource, rememberVisitSource } from "./visit-source-storage";

// The browser's session storage, as a Map: the module's own code runs unchanged.
class SessionStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const at = (address: string) => new URL(address) as unknown as Location;

describe("the visit's source in session storage", () => {
  beforeEach(() => {
    Object.assign(globalThis, { sessionStorage: new SessionStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "sessionStorage");
  });

  it("keeps a campaign link's UTM parameters and another site's address without its query", () => {
    rememberVisitSource(
      at("https://agency.example/?utm_source=newsletter&utm_campaign=spring&other=1"),
      "https://news.example/issue/12?email=ada@example.com",
    );
    expect(readVisitSource()).toEqual({
      utm_source: "newsletter",
      utm_campaign: "spring",
      source_referrer: "https://news.example/issue/12",
    });
  });

  it("keeps the source while the visitor moves inside the site, and a new campaign link replaces it", () => {
    rememberVisitSource(at("https://agency.example/?utm_source=newsletter"), "");
    rememberVisitSource(at("https://agency.example/book-call"), "https://agency.example/");
    expect(readVisitSource()).toEqual({ utm_source: "newsletter" });
    rememberVisitSource(at("https://agency.example/?utm_source=linkedin"), "");
    expect(readVisitSource()).toEqual({ utm_source: "linkedin" });
  });

  it("clips each value to what the form accepts and removes control characters", () => {
    rememberVisitSource(at(`https://agency.example/?utm_term=a%00b%0Ac&utm_content=${"x".repeat(300)}`), "");
    expect(readVisitSource()).toEqual({ utm_term: "abc", utm_content: "x".repeat(200) });
  });

  it("forgets the source once booked, and reads nothing without storage", () => {
    rememberVisitSource(at("https://agency.example/?utm_source=newsletter"), "");
    forgetVisitSource();
    expect(readVisitSource()).toEqual({});
    Reflect.deleteProperty(globalThis, "sessionStorage");
    expect(() => rememberVisitSource(at("https://agency.example/?utm_source=x"), "")).not.toThrow();
    expect(readVisitSource()).toEqual({});
  });
});
