import type { MeetingChoice } from "../../domain/meeting-place";
import type { Database } from "../db/connection";
import { selectTogether } from "../db/together";
import { meetingPlaceColumn, placeViewOf, type StoredPlace } from "../meeting-place/meeting-choice";
import { type AddressSource, confirmedOriginColumn, linkBaseFrom } from "../site-address/site-address";

// What a booking request needs before its transaction: the place to meet in force (it decides whether
// the phone is required) and the base of the links its e-mails carry. One round trip for both: on a
// busy site each statement costs the one Node thread more than the database (docs/decisions/045-fewer-round-trips.md).

export interface BookingSettings {
  place: MeetingChoice;
  linkBase: string;
}

export async function readBookingSettings(
  db: Database,
  address: Omit<AddressSource, "db">,
): Promise<BookingSettings> {
  const read = await selectTogether<{ place: StoredPlace | null; origin: string | null }>(db, {
    place: meetingPlaceColumn(),
    origin: confirmedOriginColumn(),
  });
  return { place: placeViewOf(read.place).choice, linkBase: linkBaseFrom(address, read.origin) };
}
