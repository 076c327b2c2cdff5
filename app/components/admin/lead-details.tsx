import { describeLeadAnswers } from "@domain/lead-answer-words";
import { type LeadRecord, visitSourceOf } from "@domain/lead-record";
import { describeVisitSource } from "@domain/visit-source";
import { Fragment } from "react";

/** The qualifying answers and the visit's source, as `<dt>`/`<dd>` pairs for a booking's details. */
export function LeadDetails({ lead }: { lead: LeadRecord }) {
  const source = describeVisitSource(visitSourceOf(lead));
  return (
    <>
      {describeLeadAnswers(lead.leadAnswers).map(({ question, answer }) => (
        <Fragment key={question}>
          <dt className="text-muted-foreground">{question}</dt>
          <dd className="wrap-anywhere">{answer}</dd>
        </Fragment>
      ))}
      <dt className="text-muted-foreground">Source</dt>
      <dd className="wrap-anywhere" data-testid="booking-source">
        {source ?? "Direct (no referrer or campaign)"}
      </dd>
    </>
  );
}
