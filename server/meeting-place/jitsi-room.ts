import { randomBytes } from "node:crypto";

// A fresh Jitsi Meet room for each booking: whoever holds its address can join, so its name is the
// booking's secret, 128 random bits (32 hex digits: Jitsi ignores the case of room names).

export const JITSI_SERVER = "https://meet.jit.si";

export function newJitsiRoom(): string {
  return `${JITSI_SERVER}/StrategyCall-${randomBytes(16).toString("hex")}`;
}
