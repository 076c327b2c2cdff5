import ArrowLeft from "lucide-react/icons/arrow-left";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";

/** The 404 page; the missing path goes to the console (a warning, not an error) for whoever debugs. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page at", pathname);
  }, [pathname]);
  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-hidden px-6 text-center">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <h1 className="text-gradient font-display text-[clamp(6rem,20vw,11rem)] leading-none font-bold tracking-tighter">
        404
      </h1>
      <p className="mt-4 font-display text-2xl font-semibold sm:text-3xl">Oops! Page not found</p>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className={buttonVariants({ size: "lg", shape: "pill", className: "mt-9" })}>
        <ArrowLeft aria-hidden="true" />
        Return to Home
      </Link>
    </main>
  );
}
