import {
  BOOKINGS_SEARCH_MAX,
  type BookingPeriod,
  type BookingsFilters,
  bookingStates,
  bookingStateWords,
  listParams,
} from "@domain/bookings-list";
import Search from "lucide-react/icons/search";
import { useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CharacterCount } from "~/components/ui/character-count";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/cn";

const periods: { period: BookingPeriod; label: string }[] = [
  { period: "upcoming", label: "Upcoming" },
  { period: "past", label: "Past" },
];

/** The list's address with these filters, from the first page. */
export function listSearch(filters: Partial<BookingsFilters>) {
  const params = new URLSearchParams();
  if (filters.period && filters.period !== "upcoming") params.set(listParams.period, filters.period);
  if (filters.search) params.set(listParams.search, filters.search);
  if (filters.state) params.set(listParams.state, filters.state);
  if (filters.source !== undefined) params.set(listParams.source, filters.source);
  if (filters.page && filters.page > 1) params.set(listParams.page, String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * Upcoming or past, then a search and the filters: a GET form, so the list's state is its address
 * (reload, back and a shared link all keep it) and it works before the page's script has loaded.
 */
export function BookingsFilterBar({
  filters,
  sources,
  searchError,
}: {
  filters: BookingsFilters;
  sources: string[];
  /** Why the search was refused (too long), shown under the form, the search kept as typed. */
  searchError?: string;
}) {
  const [search, setSearch] = useState(filters.search);
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Which calls" className="flex gap-2">
        {periods.map(({ period, label }) => (
          <Button
            key={period}
            asChild
            size="sm"
            variant={filters.period === period ? "default" : "outline"}
            className={cn(filters.period === period && "pointer-events-none")}
          >
            <Link
              to={listSearch({ ...filters, period, page: 1 }) || "?"}
              aria-current={filters.period === period ? "page" : undefined}
            >
              {label}
            </Link>
          </Button>
        ))}
      </nav>
      <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" role="search">
        {filters.period !== "upcoming" ? (
          <input type="hidden" name={listParams.period} value={filters.period} />
        ) : null}
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor="bookings-search">Name or e-mail</Label>
            <CharacterCount value={search} max={BOOKINGS_SEARCH_MAX} />
          </div>
          <Input
            id="bookings-search"
            type="search"
            name={listParams.search}
            defaultValue={filters.search}
            aria-invalid={searchError ? true : undefined}
            aria-describedby={searchError ? "bookings-search-error" : undefined}
            onInput={(event) => setSearch(event.currentTarget.value)}
            placeholder="Search"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="bookings-state">Status</Label>
          <NativeSelect id="bookings-state" name={listParams.state} defaultValue={filters.state ?? ""}>
            <option value="">Any status</option>
            {bookingStates.map((state) => (
              <option key={state} value={state}>
                {bookingStateWords[state]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="bookings-source">Source</Label>
          <NativeSelect
            id="bookings-source"
            name={listParams.source}
            defaultValue={filters.source ?? ""}
            className="sm:max-w-56"
          >
            <option value="">Any source</option>
            {sources.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">
          <Search aria-hidden />
          Show
        </Button>
        {searchError ? (
          <p id="bookings-search-error" className="text-sm text-destructive sm:col-span-4">
            {searchError}
          </p>
        ) : null}
      </Form>
    </div>
  );
}
