import { dateInZone } from "@domain/agency-time";
import { servicesContext } from "@domain/router-context";
import { bookingsCsv } from "../../../server/admin/bookings-csv";
import type { Route } from "./+types/bookings-csv";

/** Every booking as a CSV file (behind the admin layout's middleware, like the screens). */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, config } = context.get(servicesContext);
  const csv = await bookingsCsv(database.db);
  const today = dateInZone(new Date(), config.agencyTimeZone);
  // The byte-order mark tells Excel the file is UTF-8: without it, José Núñez opens as "JosÃ© NÃºÃ±ez".
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${today}.csv"`,
    },
  });
}
