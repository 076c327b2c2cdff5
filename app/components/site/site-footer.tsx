import type { ReactNode } from "react";
import { useCurrentYear, useSiteSettings } from "~/lib/site";

/**
 * The site's footer: `details` (`<SiteFooterDetails />`, which the landing page passes as markup the
 * browser keeps) above the copyright, whose year the browser brings up to date.
 */
export function SiteFooter({ details }: { details: ReactNode }) {
  const { agencyName } = useSiteSettings();
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border/70 bg-card/30">
      {details}
      <div className="border-t border-border/60">
        <p className="mx-auto w-full max-w-6xl px-5 py-6 text-sm text-muted-foreground sm:px-8">
          © 2024–{year} {agencyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
