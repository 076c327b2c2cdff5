import { Brand } from "~/components/site/brand";
import { BackHomeLink } from "./back-home-link";

/** The top of /book-call: the brand, the way back, and what the page is for. */
export function BookingPageHeader({ agencyName }: { agencyName: string }) {
  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <Brand />
        <BackHomeLink variant="ghost" className="-mr-3" />
      </div>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Book Your Free Strategy Call</h1>
        <p className="text-muted-foreground">
          One hour with the {agencyName} team to find where AI can save you time. Pick a day and a time that
          suit you.
        </p>
      </header>
    </>
  );
}
