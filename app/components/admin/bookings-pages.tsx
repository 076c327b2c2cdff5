import type { BookingsFilters } from "@domain/bookings-list";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { listSearch } from "./bookings-filters";

/** Previous and next page, keeping the filters; the server reads one page at a time. */
export function BookingsPages({ filters, pages }: { filters: BookingsFilters; pages: number }) {
  if (pages <= 1 && filters.page <= 1) return null;
  const to = (page: number) => listSearch({ ...filters, page }) || "?";
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      {filters.page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(Math.min(filters.page - 1, pages))} rel="prev">
            <ChevronLeft aria-hidden />
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {filters.page} of {pages}
      </p>
      {filters.page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(filters.page + 1)} rel="next">
            Next
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
