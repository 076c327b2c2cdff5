import { describe, expect, it } from "vitest";
import { readBookingSettings } from "../../server/booking/booking-settings";
import { meetingPlaceView, saveMeetingChoice } from "../../server/meeting-place/meeting-choice";
import { confirmSiteAddress, linkBaseOf } from "../../server/site-address/site-address";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// A booking request reads the place to meet and the base of its links in one statement: the same
// answers as each module's own read, before and after the owner chooses.

describe.each(databaseKinds)("what a booking request reads first, on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  const unset = { publicUrl: undefined, port: 4100 };

  const bothWays = async (address: { publicUrl?: string; port: number }) => {
    const together = await readBookingSettings(database.db, address);
    expect(together).toEqual({
      place: (await meetingPlaceView(database.db)).choice,
      linkBase: await linkBaseOf({ db: database.db, ...address }),
    });
    return together;
  };

  it("reads the defaults before anything is chosen, and the owner's choices after", async () => {
    expect(await bothWays(unset)).toEqual({ place: { kind: "jitsi" }, linkBase: "http://localhost:4100" });

    await saveMeetingChoice(database.db, { kind: "video", url: "https://meet.example.com/agency" });
    await confirmSiteAddress(database.db, "https://book.agency.test", "Settings");
    expect(await bothWays(unset)).toEqual({
      place: { kind: "video", url: "https://meet.example.com/agency" },
      linkBase: "https://book.agency.test",
    });
    // PUBLIC_URL wins over the confirmed address.
    expect((await bothWays({ publicUrl: "https://agency.example", port: 4100 })).linkBase).toBe(
      "https://agency.example",
    );

    await saveMeetingChoice(database.db, { kind: "address", address: "Av. Constitución 100, Monterrey" });
    expect((await bothWays(unset)).place).toEqual({
      kind: "address",
      address: "Av. Constitución 100, Monterrey",
    });
    await saveMeetingChoice(database.db, { kind: "phone" });
    expect((await bothWays(unset)).place).toEqual({ kind: "phone" });
  });
});
