import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Brand } from "../site/brand";

const sections = [
  { href: "#services", label: "Services" },
  { href: "#about", label: "About" },
  { href: "#projects", label: "Projects" },
];

const menuLink =
  "flex h-12 items-center rounded-lg px-4 text-base font-medium outline-none hover:bg-secondary focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring";

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

  const close = () => setOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {sections.map((section) => (
            <a key={section.href} href={section.href} className={buttonVariants({ variant: "ghost" })}>
              {section.label}
            </a>
          ))}
          <Link to="/book-call" className={buttonVariants({ shape: "pill", className: "ml-3" })}>
            Book Call
          </Link>
        </nav>
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
      <nav id="site-menu" aria-label="Menu" hidden={!open} className="border-t border-border/60 md:hidden">
        <ul className="mx-auto flex w-full max-w-6xl flex-col gap-1 px-5 py-4 sm:px-8">
          {sections.map((section) => (
            <li key={section.href}>
              <a href={section.href} onClick={close} className={menuLink}>
                {section.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to="/book-call"
              onClick={close}
              className={buttonVariants({ size: "lg", shape: "pill", className: "w-full" })}
            >
              Book Call
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
