// @vitest-environment jsdom
import type { OwnerNoticesView } from "@domain/owner-notices";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { OwnerNoticesCard } from "./owner-notices-card";

// The Booking Notices card: where the notices go, and a switch that saves at once.

afterEach(cleanup);

function Settings({ loaderData }: { loaderData: OwnerNoticesView }) {
  return <OwnerNoticesCard view={loaderData} />;
}

function renderCard(view: OwnerNoticesView) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  let current = view;
  const Stub = createRoutesStub([
    {
      path: "/admin/settings",
      Component: Settings,
      loader: () => current,
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData());
        posted.push(form);
        current = { ...current, enabled: form.enabled === "true" };
        return { ok: true, message: "Saved." };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/settings"]} />);
  return posted;
}

describe("the booking notices card", () => {
  it("names every admin's address and switches the notices off at once", async () => {
    const posted = renderCard({
      enabled: true,
      to: { source: "admins", addresses: ["owner@agency.test", "partner@agency.test"] },
    });
    const toggle = await screen.findByRole("switch", {
      name: "E-mail the agency of every booking, move and cancellation",
    });
    expect(screen.getByTestId("owner-notices-to").textContent).toBe(
      "Notices go to owner@agency.test, partner@agency.test (every admin's own address; set ADMIN_NOTIFY_EMAIL to send them elsewhere)",
    );
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(toggle);
    await waitFor(() => expect(posted).toEqual([{ intent: "save-owner-notices", enabled: "false" }]));
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    expect(screen.getByTestId("owner-notices-to").textContent).toMatch(/^When on, notices go to/);
  });

  it("names ADMIN_NOTIFY_EMAIL when the server sets it", async () => {
    renderCard({ enabled: false, to: { source: "ADMIN_NOTIFY_EMAIL", addresses: ["team@agency.test"] } });
    expect((await screen.findByTestId("owner-notices-to")).textContent).toBe(
      "When on, notices go to team@agency.test (ADMIN_NOTIFY_EMAIL in the server's environment)",
    );
    expect(screen.getByRole("switch").getAttribute("aria-checked")).toBe("false");
  });
});
