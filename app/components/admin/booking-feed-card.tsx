import { readableMoment } from "@domain/admin-dates";
import type { BookingFeedResult, BookingFeedView } from "@domain/calendar-writing-views";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { showAnswer, useAnswerToast } from "~/lib/answer-toast";
import { ConfirmOnDemand } from "./confirm-on-demand";

/**
 * The private subscription address of the bookings: any calendar app (Google, Apple, Outlook) lists the
 * calls from it, with who booked and their answers. Whoever holds it reads them: replace or revoke it
 * when it may have leaked.
 */
export function BookingFeedCard({ view, agencyZone }: { view: BookingFeedView; agencyZone: string }) {
  const fetcher = useFetcher<BookingFeedResult>();
  useAnswerToast(fetcher, "booking-feed", {
    success: "Subscription address updated",
    failure: "Not changed",
  });
  const busy = fetcher.state !== "idle";
  const submit = (intent: string) => fetcher.submit({ intent }, { method: "post" });
  const { address } = view;
  // A new address voids the one before, if any.
  const newAddress = (label: string, variant?: "outline") => (
    <Button
      type="button"
      variant={variant}
      className="self-start"
      pending={busy}
      onClick={() => submit("replace-booking-feed")}
    >
      {label}
    </Button>
  );

  return (
    <TitledCard
      title="Subscription address"
      description="A private address any calendar app can subscribe to: it lists the calls booked (the last 30 days and those to come), with who booked, their answers and a link to each booking here."
    >
      {address ? (
        <div className="flex flex-col gap-3 text-sm">
          <label htmlFor="booking-feed-address" className="font-medium">
            Address to subscribe to
          </label>
          <Input
            id="booking-feed-address"
            readOnly
            value={address.webcal}
            onFocus={(event) => event.target.select()}
          />
          <p className="text-muted-foreground">
            Made {readableMoment(address.createdAt, agencyZone)}. Keep it private: whoever holds it sees your
            bookings. Calendar apps that do not take a webcal:// address take{" "}
            <span className="wrap-anywhere">{address.https}</span>.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              onClick={() =>
                navigator.clipboard.writeText(address.webcal).then(
                  () => showAnswer("booking-feed", "success", "Address copied"),
                  () =>
                    showAnswer(
                      "booking-feed",
                      "error",
                      "Not copied",
                      "Select the address and copy it yourself.",
                    ),
                )
              }
            >
              Copy address
            </Button>
            {newAddress("Replace address", "outline")}
            <ConfirmOnDemand
              trigger={
                <Button type="button" variant="destructive" pending={busy}>
                  Revoke
                </Button>
              }
              title="Revoke the subscription address?"
              description="Calendar apps subscribed to it stop receiving bookings; the address answers nothing from now on."
              keep="Keep it"
              confirm="Yes, revoke it"
              onConfirm={() => submit("revoke-booking-feed")}
            />
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <p>No subscription address: no calendar app can read your bookings from this site.</p>
          {newAddress("Create address")}
        </div>
      )}
    </TitledCard>
  );
}
