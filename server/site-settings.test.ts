import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { servicesContext } from "../domain/router-context";
import { parseConfig } from "./config";
import type { Services } from "./services";
import { siteSettings, siteSettingsFor } from "./site-settings";

describe("site settings", () => {
  it("shows no contact address that the configuration does not give", () => {
    expect(siteSettings(parseConfig({}))).toEqual({
      agencyName: "DVAT",
      publicUrl: undefined,
      contactEmail: undefined,
      contactPhone: undefined,
    });
  });

  it("takes the agency name, public URL and contact details from the configuration", () => {
    const config = parseConfig({
      AGENCY_NAME: "Acme AI",
      PUBLIC_URL: "https://acme.example/",
      CONTACT_EMAIL: "team@acme.example",
      CONTACT_PHONE: "+52 81 1234 5678",
    });
    expect(siteSettings(config)).toEqual({
      agencyName: "Acme AI",
      publicUrl: "https://acme.example",
      contactEmail: "team@acme.example",
      contactPhone: "+52 81 1234 5678",
    });
  });

  it("reads the running server's configuration from the router context", () => {
    const context = new RouterContextProvider();
    const config = parseConfig({ PUBLIC_URL: "https://running.example" });
    context.set(servicesContext, { config } as Services);
    expect(siteSettingsFor(context).publicUrl).toBe("https://running.example");
  });

  it("reads the environment when there is no running server (prerendering at build time)", () => {
    const previous = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = "https://build.example";
    try {
      expect(siteSettingsFor(new RouterContextProvider()).publicUrl).toBe("https://build.example");
    } finally {
      if (previous === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = previous;
    }
  });
});
