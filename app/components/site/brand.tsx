import { Link } from "react-router";
import { useSiteSettings } from "~/lib/site";
import { BrandMark } from "./brand-mark";

/** The agency's mark and name, linking home. */
export function Brand() {
  const { agencyName } = useSiteSettings();
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2.5 rounded-md font-display text-lg font-bold tracking-tight outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <BrandMark className="size-8" />
      <span>{agencyName}</span>
    </Link>
  );
}
