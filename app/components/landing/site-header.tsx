import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Kept } from "~/components/server-rendered";
import { buttonVariants } from "~/components/ui/button-variants";
import { Brand } from "../site/brand";
import { mainNavigation, menuLinks } from "./landing-kept";

/** The landing page's fixed navigation; below the md breakpoint the links fold into a menu. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  // A link followed from the menu closes it (its links are markup the browser keeps: their clicks
  // reach the menu, as a keyboard's Enter on a link does).
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Brand />
        <Kept part={mainNavigation} props={{}} />
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen(!open)}
          className={buttonVariants({ variant: "ghost", size: "icon", className: "md:hidden" })}
        >
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">Menu</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only hears the links' clicks, which a keyboard makes too */}
      <nav
        id="site-menu"
        aria-label="Menu"
        hidden={!open}
        className="border-t border-border/60 md:hidden"
        onClick={closeOnLink}
      >
        <Kept part={menuLinks} props={{}} />
      </nav>
    </header>
  );
}
