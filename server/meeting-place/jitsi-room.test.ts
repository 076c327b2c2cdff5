import { describe, expect, it } from "vitest";
import { JITSI_SERVER, newJitsiRoom } from "./jitsi-room";

describe("a booking's Jitsi room", () => {
  it("is on meet.jit.si, named by 128 random bits, and never the same twice", () => {
    const rooms = Array.from({ length: 1000 }, newJitsiRoom);
    for (const room of rooms) {
      const url = new URL(room);
      expect(url.origin).toBe(JITSI_SERVER);
      // 32 hex digits: 128 bits, whatever case Jitsi folds the name to.
      expect(url.pathname).toMatch(/^\/StrategyCall-[0-9a-f]{32}$/);
    }
    expect(new Set(rooms).size).toBe(rooms.length);
  });
});
