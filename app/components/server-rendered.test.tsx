// @vitest-environment jsdom
import { act, type MouseEvent, type ReactNode, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { followInPage, Kept, keptParts } from "./server-rendered";

// React warns that it is not configured for act() unless told.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const code = {
  Intro: ({ name }: { name: string }) => (
    <>
      <h2>Hello {name}</h2>
      <p>
        Read <a href="/more">more</a>
      </p>
    </>
  ),
};
type Code = typeof code;

/** The same part on the server (with its code) and in the browser (`load` fetches it). */
function parts(load = vi.fn(async (): Promise<Code> => code)) {
  const server = keptParts<Code>(code, load).part(["h2", "p"], (module) => module.Intro);
  const browser = keptParts<Code>(undefined, load);
  return {
    server,
    browser: browser.part(["h2", "p"], (module) => module.Intro),
    preload: browser.preload,
    load,
  };
}

function Page({ children }: { children: ReactNode }) {
  const [clicks, setClicks] = useState(0);
  return (
    <MemoryRouter>
      <main>
        {children}
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Re-render {clicks}
        </button>
      </main>
    </MemoryRouter>
  );
}

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

function mount(html = "") {
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe("Kept", () => {
  it("renders its component on the server", () => {
    const { server } = parts();
    expect(
      renderToString(
        <Page>
          <Kept part={server} props={{ name: "Ada" }} />
        </Page>,
      ),
    ).toContain('<h2>Hello <!-- -->Ada</h2><p>Read <a href="/more">more</a></p>');
  });

  it("hydrates the server's markup without its code, leaves it as it is on every render, and reports no mismatch", async () => {
    const { server, browser, load } = parts();
    const html = renderToString(
      <Page>
        <Kept part={server} props={{ name: "Ada" }} />
      </Page>,
    );
    const element = mount(html);
    const main = element.querySelector("main")?.innerHTML;
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        element,
        <Page>
          <Kept part={browser} props={{ name: "Ada" }} />
        </Page>,
        {
          onRecoverableError: recoverable,
        },
      );
    });
    await act(async () => element.querySelector("button")?.click());
    expect(element.querySelector("h2")?.textContent).toBe("Hello Ada");
    expect(element.querySelector("main")?.innerHTML).toBe(
      main?.replace("Re-render <!-- -->0", "Re-render <!-- -->1"),
    );
    expect(load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("renders its component in the browser once preloaded, at once", async () => {
    const { browser, preload, load } = parts();
    await preload();
    const element = mount();
    act(() => {
      root = createRoot(element);
      root.render(
        <Page>
          <Kept part={browser} props={{ name: "Grace" }} />
        </Page>,
      );
    });
    expect(element.querySelector("h2")?.textContent).toBe("Hello Grace");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches its component when the browser renders it without a preload (a page rendered again)", async () => {
    const { browser, load } = parts();
    const element = mount();
    await act(async () => {
      root = createRoot(element);
      root.render(
        <Page>
          <Kept part={browser} props={{ name: "Linus" }} />
        </Page>,
      );
    });
    await vi.waitFor(() => expect(element.querySelector("h2")?.textContent).toBe("Hello Linus"));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("followInPage", () => {
  function click(
    href: string,
    init: Partial<MouseEvent<HTMLElement>> = {},
    attributes: Record<string, string> = {},
  ) {
    const kept = document.createElement("div");
    kept.innerHTML = `<a href="${href}"><span>link</span></a>`;
    const link = kept.querySelector("a") as HTMLAnchorElement;
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    const preventDefault = vi.fn();
    const navigate = vi.fn();
    const event = {
      target: link.querySelector("span"),
      currentTarget: kept,
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      altKey: false,
      ctrlKey: false,
      shiftKey: false,
      preventDefault,
      ...init,
    } as unknown as MouseEvent<HTMLElement>;
    followInPage(event, navigate);
    return { navigate, followed: preventDefault.mock.calls.length > 0 };
  }

  it("follows a link to another page of the site in the page, as <Link> does", () => {
    const { navigate, followed } = click("/projects/inbox-cleaner?from=home#results");
    expect(followed).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/projects/inbox-cleaner?from=home#results", { replace: false });
  });

  it("replaces the page shown when the link leads to it", () => {
    expect(click(window.location.pathname).navigate).toHaveBeenCalledWith(window.location.pathname, {
      replace: true,
    });
  });

  it("leaves the browser a new tab, another button, another site, a download and an anchor on the page", () => {
    expect(click("/book-call", { metaKey: true }).followed).toBe(false);
    expect(click("/book-call", { ctrlKey: true }).followed).toBe(false);
    expect(click("/book-call", { shiftKey: true }).followed).toBe(false);
    expect(click("/book-call", { button: 1 }).followed).toBe(false);
    expect(click("/book-call", {}, { target: "_blank" }).followed).toBe(false);
    expect(click("/book-call", {}, { download: "" }).followed).toBe(false);
    expect(click("/book-call", { defaultPrevented: true }).followed).toBe(false);
    expect(click("https://elsewhere.example/").followed).toBe(false);
    expect(click("mailto:hello@agency.example").followed).toBe(false);
    expect(click("#services").followed).toBe(false);
  });
});
