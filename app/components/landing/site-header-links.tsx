import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";

// The header's links, which never change: the browser keeps their markup as the server rendered it
// (landing-kept.tsx), and the header (site-header.tsx) keeps only the menu's state.

const sections = [
  { href: "#services", label: "Services" },
  { href: "#about", label: "About" },
  { href: "#projects", label: "Projects" },
];

const menuLink =
  "flex h-12 items-center rounded-lg px-4 text-base font-medium outline-none hover:bg-secondary focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The links of the header itself, from the md breakpoint up: a `<nav>`. */
export function MainNavigation() {
  return (
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
  );
}

/** The same links in the phone's menu: a `<ul>`. */
export function MenuLinks() {
  return (
    <ul className="mx-auto flex w-full max-w-6xl flex-col gap-1 px-5 py-4 sm:px-8">
      {sections.map((section) => (
        <li key={section.href}>
          <a href={section.href} className={menuLink}>
            {section.label}
          </a>
        </li>
      ))}
      <li className="pt-2">
        <Link to="/book-call" className={buttonVariants({ size: "lg", shape: "pill", className: "w-full" })}>
          Book Call
        </Link>
      </li>
    </ul>
  );
}
