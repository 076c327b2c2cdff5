import { type BookingsFilters, listParams } from "@domain/bookings-list";
import { bookingsFiltersOf } from "@domain/bookings-list-schema";
import { countOf } from "@domain/plural";
import { servicesContext } from "@domain/router-context";
import { data } from "react-router";
import { SubpageHeader } from "~/components/admin/admin-header";
import { AdminPageError } from "~/components/admin/admin-page-error";
import { BookingsFilterBar } from "~/components/admin/bookings-filters";
import { BookingsPages } from "~/components/admin/bookings-pages";
import { BookingsRows } from "~/components/admin/bookings-rows";
import { Card, CardContent } from "~/components/ui/card";
import { adminMeta } from "~/lib/admin-meta";
import { bookingsList } from "../../../server/admin/bookings-list";
import type { Route } from "./+types/bookings";

// Every booking, upcoming or past, searched and filtered a page at a time (server/admin/bookings-list.ts);
// each opens its own screen, where the owner moves or cancels it.

export function meta() {
  return adminMeta("Bookings");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, config } = context.get(servicesContext);
  const listed = async (filters: BookingsFilters) => ({
    filters,
    list: await bookingsList(database.db, filters, { now: new Date(), agencyZone: config.agencyTimeZone }),
    agencyZone: config.agencyTimeZone,
  });
  const params = new URL(request.url).searchParams;
  const read = bookingsFiltersOf(params);
  if (read.ok) return { ...(await listed(read.filters)), searchError: undefined };
  // A search too long is refused beside the search as typed, the other filters kept: not a page of its own.
  const search = params.get(listParams.search) ?? "";
  params.delete(listParams.search);
  const others = bookingsFiltersOf(params);
  if (!others.ok) throw data(read.message, { status: 400 });
  const page = await listed(others.filters);
  return data({ ...page, filters: { ...page.filters, search }, searchError: read.message }, { status: 400 });
}

/**
 * 'No past bookings.', '1 upcoming booking matches, soonest first.', '4 upcoming bookings, soonest first
 * (1 cancelled).'
 */
function countLine(
  { total, cancelled }: { total: number; cancelled: number },
  which: "upcoming" | "past",
  filters: { filtered: boolean; byState: boolean },
) {
  if (total === 0) return `No ${which} bookings${filters.filtered ? " match these filters" : ""}.`;
  const counted = filters.filtered
    ? countOf(total, `${which} booking matches`, `${which} bookings match`)
    : countOf(total, `${which} booking`);
  const ofThem = cancelled > 0 && !filters.byState ? ` (${cancelled} cancelled)` : "";
  return `${counted}, ${which === "upcoming" ? "soonest" : "latest"} first${ofThem}.`;
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { filters, list, agencyZone, searchError } = loaderData;
  const which = filters.period === "upcoming" ? "upcoming" : "past";
  const filtered = Boolean(filters.search || filters.state || filters.source !== undefined);
  return (
    <>
      <SubpageHeader page="Bookings" />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <BookingsFilterBar filters={filters} sources={list.sources} searchError={searchError} />
        {searchError ? null : (
          <Card>
            <CardContent className="flex flex-col gap-4 pt-6">
              <p role="status" className="text-sm text-muted-foreground">
                {countLine(list, which, { filtered, byState: Boolean(filters.state) })}
              </p>
              {list.rows.length > 0 ? (
                <BookingsRows rows={list.rows} agencyZone={agencyZone} />
              ) : list.total > 0 ? (
                <p>{`There is no page ${filters.page}: these bookings fill ${countOf(list.pages, "page")}.`}</p>
              ) : null}
              <BookingsPages filters={filters} pages={list.pages} />
            </CardContent>
          </Card>
        )}
      </main>
    </>
  );
}

/** Filters the list cannot read (a page that is no number, a search too long): what to change, and a way on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminPageError
      page="Bookings"
      error={error}
      fallback="The bookings could not be shown. Please try again in a moment."
      next={{ to: "/admin/bookings", label: "Show all upcoming bookings" }}
    />
  );
}
