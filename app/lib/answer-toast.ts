import type { ActionResult, ActionSuccess } from "@domain/action-result";
import { toast } from "sonner";
import { type AnsweringFetcher, useFetcherAnswer } from "./fetcher-answer";

// One toast per place on the screen (a slot, a weekday, the booking form): the next answer there
// replaces the last, so a failure never stays beside a success. The replaced toast is dismissed and the
// new one gets an id of its own: sonner merges a toast given the id of one that is just closing (its
// 4 s are up) into that closing one, and the new answer would never be seen.

const shownAt = new Map<string, string>();
let shownCount = 0;

export function showAnswer(place: string, tone: "success" | "error", title: string, description?: string) {
  dismissAnswer(place);
  shownCount += 1;
  const id = `${place}-${shownCount}`;
  shownAt.set(place, id);
  (tone === "success" ? toast.success : toast.error)(title, { id, description });
}

export function dismissAnswer(place: string) {
  const shown = shownAt.get(place);
  if (shown === undefined) return;
  toast.dismiss(shown);
  shownAt.delete(place);
}

/**
 * Shows each answer a form's fetcher receives, as the toast of `place`: a success under
 * `titles.success` with what `saidOf` says of it (its message unless told otherwise), a refusal under
 * `titles.failure` with the refusal's words.
 */
export function useAnswerToast<Done extends object>(
  fetcher: AnsweringFetcher<ActionResult<string, Done>>,
  place: string,
  titles: { success: string; failure: string },
  saidOf: (done: ActionSuccess<Done>) => string | undefined = (done) => done.message,
) {
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) showAnswer(place, "success", titles.success, saidOf(answer));
    else showAnswer(place, "error", titles.failure, answer.message);
  });
}
