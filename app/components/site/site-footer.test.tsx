// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { RootData } from "~/lib/site";
import { SiteFooter } from "./site-footer";
import { SiteFooterDetails } from "./site-footer-details";

// The footer's links all lead somewhere: Contact writes to the agency; Blog shows only when configured.

function Footer() {
  return <SiteFooter details={<SiteFooterDetails />} />;
}

function renderFooter(settings: Partial<RootData["settings"]>) {
  const root: RootData = {
    settings: {
      agencyName: "DVAT",
      publicUrl: "https://agency.example",
      contactEmail: "hello@agency.example",
      ...settings,
    },
    year: 2026,
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Footer,
      loader: () => root,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the site footer", () => {
  afterEach(cleanup);

  it("has no Blog link when the agency has no blog", async () => {
    renderFooter({});
    expect(await screen.findByRole("link", { name: "Contact" })).toHaveProperty(
      "href",
      "mailto:hello@agency.example",
    );
    expect(screen.queryByRole("link", { name: "Blog" })).toBeNull();
  });

  it("shows no e-mail address without CONTACT_EMAIL, and Contact books a call", async () => {
    renderFooter({ contactEmail: undefined });
    expect(await screen.findByRole("link", { name: "Contact" })).toHaveProperty(
      "href",
      expect.stringMatching(/\/book-call$/),
    );
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it("links to the blog BLOG_URL names", async () => {
    renderFooter({ blogUrl: "https://blog.agency.example/" });
    expect(await screen.findByRole("link", { name: "Blog" })).toHaveProperty(
      "href",
      "https://blog.agency.example/",
    );
  });
});
