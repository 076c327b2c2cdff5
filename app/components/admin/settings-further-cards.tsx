import type { Horizon, SiteAddressView } from "@domain/admin-views";
import type { MeetingPlaceView } from "@domain/meeting-place";
import type { OwnerNoticesView } from "@domain/owner-notices";
import type { ComponentProps } from "react";
import { DateOverridesCard } from "./date-overrides-card";
import { MeetingPlaceCard } from "./meeting-place-card";
import { OwnerNoticesCard } from "./owner-notices-card";
import { RollingHorizonCard } from "./rolling-horizon-card";
import { SiteAddressCard } from "./site-address-card";

/**
 * The settings below the fold — date overrides, the rolling horizon, where calls happen, where e-mails
 * link and who hears of bookings — in one module the settings page loads after its own (the server still renders it), so
 * the page stays within the admin budget (docs/decisions/026-admin-code-on-demand.md).
 */
export default function SettingsFurtherCards({
  bookingRules,
  horizon,
  siteAddress,
  ownerNotices,
  meetingPlace,
}: {
  bookingRules: ComponentProps<typeof DateOverridesCard>["view"];
  horizon: Horizon;
  siteAddress: SiteAddressView;
  ownerNotices: OwnerNoticesView;
  meetingPlace: MeetingPlaceView;
}) {
  return (
    <>
      <DateOverridesCard view={bookingRules} />
      <RollingHorizonCard horizon={horizon} />
      <MeetingPlaceCard view={meetingPlace} />
      <SiteAddressCard view={siteAddress} />
      <OwnerNoticesCard view={ownerNotices} />
    </>
  );
}
