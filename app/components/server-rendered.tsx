import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type MouseEvent,
  Suspense,
  useState,
  useSyncExternalStore,
} from "react";
import { type NavigateFunction, useNavigate } from "react-router";

const noSubscription = () => () => {};

/**
 * A click on a link inside server-rendered markup, followed as React Router's `<Link>` would: in the
 * page, without loading the document again. Any other click (a new tab, another site, a download, an
 * anchor on the page) is left to the browser.
 */
export function followInPage(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || !event.currentTarget.contains(link) || event.defaultPrevented) return;
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const here = window.location;
  if (link.origin !== here.origin) return;
  const samePage = link.pathname === here.pathname && link.search === here.search;
  if (samePage && link.hash) return;
  event.preventDefault();
  // As `<Link>` does, a link to the page shown replaces it in the history rather than adding it again.
  navigate(link.pathname + link.search + link.hash, { replace: samePage && !here.hash });
}

/** A part of a page the browser keeps as the server rendered it (see `Kept`). */
export interface KeptPart<P> {
  /** The elements its component renders at its top, in order. */
  tags: ReadonlyArray<keyof HTMLElementTagNameMap>;
  /** Rendering on the server, which has the component. */
  server: boolean;
  /** Its component, once the module that holds it is here: always on the server. */
  loaded: () => ComponentType<P> | undefined;
  /** Fetches its component in the browser (once), before a navigation renders the page. */
  preload: () => Promise<ComponentType<P>>;
  Later: LazyExoticComponent<ComponentType<P>>;
}

/**
 * The parts of a page whose components live in one module: `server` is that module on the server,
 * `undefined` in the browser's bundle (which so never carries it), and `load` fetches it in the browser.
 * Each `part` names its component in the module (`pick`) and the elements that component renders at its
 * top (`tags`); `preload` fetches the module for all of them.
 */
export function keptParts<M>(server: M | undefined, load: () => Promise<M>) {
  let module = server;
  let loading: Promise<M> | undefined;
  const fetchModule = async () => {
    loading ??= load().catch((error) => {
      loading = undefined;
      throw error;
    });
    module = await loading;
    return module;
  };
  const part = <P extends object>(
    tags: KeptPart<P>["tags"],
    pick: (module: M) => ComponentType<P>,
  ): KeptPart<P> => {
    const preload = async () => pick(module ?? (await fetchModule()));
    return {
      tags,
      server: server !== undefined,
      loaded: () => (module ? pick(module) : undefined),
      preload,
      Later: lazy(async () => ({ default: await preload() })),
    };
  };
  return { part, preload: fetchModule };
}

/**
 * A part of the page that the browser keeps exactly as the server rendered it, and so needs none of its
 * code on a first load (docs/decisions/043-markup-the-browser-keeps.md).
 *
 * - On the server: the part's component.
 * - In the browser, when React hydrates the server's HTML: one element per element the component renders
 *   at its top (`tags`), each with an empty `dangerouslySetInnerHTML`, so React takes the elements over
 *   without looking into them and leaves what is inside as it is for as long as they are on the page.
 *   No Suspense boundary, nothing to load later: a navigation that re-renders the page while it hydrates
 *   finds nothing to render anew. Links inside are followed in the page, as `<Link>` does.
 * - In the browser, when it renders the part itself (a navigation back to the page): the component,
 *   whose code the route's `clientLoader` fetched first (`preload`), so it shows with the page; if it has
 *   not (a page that failed to hydrate and is rendered again), it shows once its code has come.
 *
 * The component must render the same markup from the same props: what the browser keeps never updates.
 */
export function Kept<P extends object>({ part, props }: { part: KeptPart<P>; props: P }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [keep] = useState(hydrating);
  const navigate = useNavigate();
  const Code = part.loaded();
  if (Code && (part.server || !keep)) return <Code {...props} />;
  if (!keep)
    return (
      <Suspense>
        <part.Later {...props} />
      </Suspense>
    );
  return part.tags.map((Tag, index) => (
    <Tag
      // The elements never change nor move: their place is who they are.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      key={index}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so React keeps the server's content
      dangerouslySetInnerHTML={{ __html: "" }}
      onClick={(event: MouseEvent<HTMLElement>) => followInPage(event, navigate)}
    />
  ));
}
