import { describe, expect, it } from "vitest";
import { agencyTimeLabel, cityOf, resolveViewingZone, zoneOptions, zonesFor } from "./viewing-zones";

const monterrey = "America/Monterrey";

describe("the viewing zones", () => {
  it("name each zone's city as it is called today, also when the browser reports an old name", () => {
    expect(cityOf("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(cityOf("Asia/Kolkata")).toBe("Kolkata");
    expect(cityOf("Asia/Calcutta")).toBe("Kolkata");
    expect(cityOf("Europe/Kiev")).toBe("Kyiv");
    expect(cityOf("Asia/Saigon")).toBe("Ho Chi Minh City");
    expect(zonesFor(monterrey, "Asia/Calcutta")[1]).toEqual({ id: "Asia/Calcutta", city: "Kolkata" });
  });

  it("are the ten zones of the specification, labelled with the offsets in force in January", () => {
    expect(zoneOptions(monterrey, "2025-01-15").map((option) => option.label)).toEqual([
      "Monterrey (CST, GMT-6)",
      "New York (GMT-5)",
      "Chicago (GMT-6)",
      "Denver (GMT-7)",
      "Los Angeles (GMT-8)",
      "London (GMT+0)",
      "Paris (GMT+1)",
      "Dubai (GMT+4)",
      "Singapore (GMT+8)",
      "Sydney (GMT+11)",
    ]);
  });

  it("follow daylight saving on the date shown", () => {
    const july = Object.fromEntries(zoneOptions(monterrey, "2025-07-15").map((o) => [o.id, o.label]));
    expect(july["America/New_York"]).toBe("New York (GMT-4)");
    expect(july["Europe/London"]).toBe("London (GMT+1)");
    expect(july["Australia/Sydney"]).toBe("Sydney (GMT+10)");
    expect(july[monterrey]).toBe("Monterrey (CST, GMT-6)");
    // New York moves to daylight time on 2025-03-09; the label follows the chosen date.
    const before = zoneOptions(monterrey, "2025-03-08").find((o) => o.id === "America/New_York");
    const after = zoneOptions(monterrey, "2025-03-10").find((o) => o.id === "America/New_York");
    expect([before?.label, after?.label]).toEqual(["New York (GMT-5)", "New York (GMT-4)"]);
  });

  it("put another agency zone first and name the agency's time after it", () => {
    const options = zoneOptions("Europe/Madrid", "2025-07-15");
    expect(options[0]).toEqual({ id: "Europe/Madrid", label: "Madrid (GMT+2)" });
    expect(options).toHaveLength(11);
    expect(agencyTimeLabel(monterrey, "2025-07-15")).toBe("CST (Monterrey time)");
    expect(agencyTimeLabel("America/New_York", "2025-07-15")).toBe("EDT (New York time)");
  });

  it("add the visitor's zone after the agency's when it is none of the ten", () => {
    expect(
      zonesFor(monterrey, "Asia/Tokyo")
        .map((zone) => zone.city)
        .slice(0, 3),
    ).toEqual(["Monterrey", "Tokyo", "New York"]);
    expect(zonesFor(monterrey, "Europe/London")).toHaveLength(10);
  });

  it("accept a real zone (the ten, or the visitor's own), else the agency's", () => {
    expect(resolveViewingZone("Asia/Dubai", monterrey)).toBe("Asia/Dubai");
    expect(resolveViewingZone("Asia/Tokyo", monterrey)).toBe("Asia/Tokyo");
    expect(resolveViewingZone("Mars/Olympus", monterrey)).toBe(monterrey);
    expect(resolveViewingZone("UTC; drop table", monterrey)).toBe(monterrey);
    // What a browser hiding its zone reports: the agency's time, not UTC as if it were the visitor's.
    expect(resolveViewingZone("UTC", monterrey)).toBe(monterrey);
    expect(resolveViewingZone(null, monterrey)).toBe(monterrey);
    expect(resolveViewingZone("Europe/Madrid", "Europe/Madrid")).toBe("Europe/Madrid");
  });
});
