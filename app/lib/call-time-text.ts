import { hoursAndMinutes } from "@domain/agency-time";
import { agencyAbbreviationAt, fullDate } from "@domain/slot-display";

/** 'Friday, March 8, 2030 at 10:00 CST': a call's slot, in the agency's zone, as the booker's e-mails write it. */
export function callTimeText(date: string, time: string, zone: string): string {
  return `${fullDate(date)} at ${hoursAndMinutes(time)} ${agencyAbbreviationAt(date, time, zone)}`;
}
