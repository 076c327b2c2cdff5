import type { BookingPlace } from "@domain/meeting-place";
import { placeLink, placeSentence, placeTitle } from "@domain/meeting-place-words";

/** The booking's place to meet, as its e-mails state it: the kind of call, who does what, its link. */
export function PlaceToMeet({
  place,
  agencyName,
  customerPhone,
}: {
  place: BookingPlace | null;
  agencyName: string;
  customerPhone?: string | null;
}) {
  const link = placeLink(place);
  return (
    <div data-testid="place-to-meet">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Where</dt>
      <dd className="mt-1 font-semibold">{placeTitle(place)}</dd>
      <dd className="mt-0.5 text-sm text-muted-foreground wrap-anywhere">
        {placeSentence(place, "customer", { agencyName, customerName: "", customerPhone })}
      </dd>
      {link ? (
        <dd className="mt-1 text-sm">
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4 wrap-anywhere"
          >
            {link.label}
          </a>
          {place?.url ? <span className="block text-muted-foreground wrap-anywhere">{place.url}</span> : null}
        </dd>
      ) : null}
    </div>
  );
}
