import { readableDateTime } from "@domain/admin-dates";
import { agencyAbbreviationAt } from "@domain/slot-display";

/** 'Fri 8 Mar 2030, 10:00 CST': a call's slot in the agency's zone, as the admin writes dates. */
export function callTimeText(date: string, time: string, zone: string): string {
  return `${readableDateTime(date, time)} ${agencyAbbreviationAt(date, time, zone)}`;
}
