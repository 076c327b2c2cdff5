import { Link } from "react-router";
import { useSiteSettings } from "~/lib/site";
import { BrandMark } from "./brand-mark";

/** The agency's mark and name, linking home. */
export function Brand() {
  const { agencyName } = useSiteSettings();
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2.5 rounded-md font-display text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <BrandMark className="size-8" />
      <span>{agencyName}</span>
    </Link>
  );
}
