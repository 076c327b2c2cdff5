import type { ActionResult } from "../../domain/action-result";
import { meetingPlaceSchema } from "../../domain/meeting-place";
import { choiceWords, endSentence } from "../../domain/meeting-place-words";
import { formIntent } from "../http/form-intent";
import { saveMeetingChoice } from "./meeting-choice";

/** The settings form that chooses how calls happen. */
export const meetingPlaceIntent = formIntent(
  meetingPlaceSchema,
  async (db, choice): Promise<ActionResult> => {
    await saveMeetingChoice(db, choice);
    return {
      ok: true,
      message: `New bookings: ${endSentence(choiceWords(choice))} Calls already booked keep their place.`,
    };
  },
);
