import type { ProbeResult } from "./result";

// One client trying to take every bookable time of the week, a new e-mail each time and a new
// address inside its IPv6 /64 each time; then a visitor from elsewhere books one of the times left.

interface Calendar {
  days: { date: string; count: number }[];
  slots: { id: string }[];
}

async function bookableSlotIds(origin: string) {
  const calendar = (await (await fetch(`${origin}/api/booking-calendar`)).json()) as Calendar;
  const ids: string[] = [];
  for (const day of calendar.days.filter((each) => each.count > 0)) {
    const read = (await (await fetch(`${origin}/api/booking-calendar?date=${day.date}`)).json()) as Calendar;
    ids.push(...read.slots.map((slot) => slot.id));
  }
  return ids;
}

function book(origin: string, slotId: string, email: string, address: string) {
  return fetch(`${origin}/book-call.data`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "X-Forwarded-For": address,
    },
    body: new URLSearchParams({ time_slot_id: slotId, customer_name: "Hoarder", customer_email: email }),
  }).then((response) => response.status);
}

export async function bookingHoard(origin: string): Promise<Omit<ProbeResult, "peakRssBytes">> {
  const slotIds = await bookableSlotIds(origin);
  const statuses: number[] = [];
  for (const [index, slotId] of slotIds.entries())
    statuses.push(
      await book(origin, slotId, `hoard-${index}@example.com`, `2001:db8:bad:1::${index.toString(16)}`),
    );
  const left = slotIds.filter((_, index) => statuses[index] !== 200);
  const visitor = left[0] ? await book(origin, left[0], "visitor@example.com", "198.51.100.90") : 0;
  const taken = statuses.filter((status) => status === 200).length;
  return {
    probe: `one IPv6 /64 booking all ${slotIds.length} open times`,
    sent: statuses.length + 1,
    accepted: taken + (visitor === 200 ? 1 : 0),
    refused: statuses.filter((status) => status === 429).length + (visitor === 429 ? 1 : 0),
    note: `the client got ${taken} of ${slotIds.length}; a visitor from elsewhere then booked: ${visitor}`,
  };
}
