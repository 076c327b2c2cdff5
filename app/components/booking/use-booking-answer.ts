import { type ActionResult, formErrorIn } from "@domain/action-result";
import { NO_SLOT_MESSAGE } from "@domain/booking-form";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { dismissAnswer, showAnswer } from "~/lib/answer-toast";
import { forgetDraft } from "~/lib/form-draft";
import { forgetCountedSteps } from "~/lib/funnel-beacon";
import { forgetVisitSource } from "~/lib/visit-source-storage";
import { BOOKING_DRAFT } from "./details-form";

/**
 * What the booking form's answer does on the page: a booking goes on to its own page (the manage
 * link); a refusal is one toast, which the next answer replaces, so a failure never stays beside a
 * success. Returns the address the page is leaving for, if any.
 */
export function useBookingAnswer(actionData: ActionResult | undefined) {
  const navigate = useNavigate();
  const manageUrl =
    actionData?.ok && "manageUrl" in actionData ? (actionData.manageUrl as string) : undefined;

  useEffect(() => {
    if (!manageUrl) return;
    forgetVisitSource();
    forgetCountedSteps();
    forgetDraft(BOOKING_DRAFT);
    navigate(manageUrl, { replace: true });
  }, [manageUrl, navigate]);

  useEffect(() => {
    if (!actionData || actionData.ok) return;
    const id = "booking";
    if (actionData.message === NO_SLOT_MESSAGE) showAnswer(id, "error", NO_SLOT_MESSAGE);
    else if (formErrorIn(actionData)) showAnswer(id, "error", "Booking failed", actionData.message);
    else dismissAnswer(id);
  }, [actionData]);

  return manageUrl;
}
