// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { styledPart } from "./styled-part";
import { Switch } from "./switch";

describe("a styled part", () => {
  afterEach(cleanup);

  it("names its part, puts its classes before the caller's, and keeps the caller's children", () => {
    const Box = styledPart("section", "box", "p-6 text-sm");
    render(
      <Box aria-label="Box" className="text-lg">
        <p>inside</p>
      </Box>,
    );
    const box = screen.getByRole("region", { name: "Box" });
    expect(box.dataset.slot).toBe("box");
    expect(box.className).toBe("p-6 text-lg");
    expect(box.innerHTML).toBe("<p>inside</p>");
  });

  it("draws its own inner part before the caller's children, and gives a void element none", () => {
    render(<Switch aria-label="Open on Mondays" defaultChecked />);
    const track = screen.getByRole("switch", { name: "Open on Mondays" });
    expect(track.dataset.slot).toBe("switch");
    expect([...track.children].map((child) => (child as HTMLElement).dataset.slot)).toEqual(["switch-thumb"]);
    expect(track.querySelector("[data-slot=switch-thumb]")?.getAttribute("data-state")).toBe("checked");
    const Field = styledPart("input", "field", "border");
    expect(() => render(<Field aria-label="Name" />)).not.toThrow();
    expect(screen.getByRole("textbox", { name: "Name" }).dataset.slot).toBe("field");
  });
});
