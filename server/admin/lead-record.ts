import { bookings } from "../db/schema";

// What a booking tells about its lead (domain/lead-record.ts), selected alongside a booking wherever
// the owner sees one.

export const leadColumns = {
  leadAnswers: bookings.leadAnswers,
  sourceReferrer: bookings.sourceReferrer,
  utmSource: bookings.utmSource,
  utmMedium: bookings.utmMedium,
  utmCampaign: bookings.utmCampaign,
  utmTerm: bookings.utmTerm,
  utmContent: bookings.utmContent,
};
