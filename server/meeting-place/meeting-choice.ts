import { eq, sql } from "drizzle-orm";
import {
  type BookingPlaceColumns,
  DEFAULT_MEETING_CHOICE,
  type MeetingChoice,
  type MeetingPlaceView,
} from "../../domain/meeting-place";
import type { Database } from "../db/connection";
import { meetingPlace } from "../db/schema";
import { newJitsiRoom } from "./jitsi-room";

// How calls happen, as the owner chose in Settings: read when a booking is made (in its transaction),
// which keeps the place it was given for life (docs/decisions/036-a-place-to-meet.md).

/** The owner's choice as its row stores it. */
export type StoredPlace = Pick<typeof meetingPlace.$inferSelect, "kind" | "detail">;

export async function meetingPlaceView(db: Database): Promise<MeetingPlaceView> {
  const [row] = await db.select().from(meetingPlace).where(eq(meetingPlace.id, true));
  return placeViewOf(row);
}

/** The stored choice as a column of a read made with others (server/db/together.ts): null until one is saved. */
export function meetingPlaceColumn() {
  return sql`select json_build_object('kind', ${meetingPlace.kind}, 'detail', ${meetingPlace.detail}) from ${meetingPlace} where ${meetingPlace.id}`;
}

/** The owner's choice from its stored row; none stored yet: the default. */
export function placeViewOf(row: StoredPlace | null | undefined): MeetingPlaceView {
  if (!row) return { choice: DEFAULT_MEETING_CHOICE, chosen: false };
  const { kind, detail } = row;
  const choice: MeetingChoice =
    kind === "video"
      ? { kind, url: detail ?? "" }
      : kind === "address"
        ? { kind, address: detail ?? "" }
        : { kind };
  return { choice, chosen: true };
}

export async function meetingChoice(db: Database): Promise<MeetingChoice> {
  return (await meetingPlaceView(db)).choice;
}

export async function saveMeetingChoice(db: Database, choice: MeetingChoice) {
  const detail = choice.kind === "video" ? choice.url : choice.kind === "address" ? choice.address : null;
  await db
    .insert(meetingPlace)
    .values({ kind: choice.kind, detail })
    .onConflictDoUpdate({
      target: meetingPlace.id,
      set: { kind: choice.kind, detail, updatedAt: new Date() },
    });
}

/** The place a new booking is given under `choice`: a Jitsi choice makes the booking its own room. */
export function placeForNewBooking(choice: MeetingChoice): Omit<BookingPlaceColumns, "customerPhone"> {
  switch (choice.kind) {
    case "jitsi":
      return { placeKind: "jitsi", placeDetail: newJitsiRoom() };
    case "video":
      return { placeKind: "video", placeDetail: choice.url };
    case "address":
      return { placeKind: "address", placeDetail: choice.address };
    case "phone":
      return { placeKind: "phone", placeDetail: null };
  }
}
