import { useEffect, useRef } from "react";

/** What an answer needs of a fetcher: React Router's `useFetcher()` result has both. */
export interface AnsweringFetcher<Answer> {
  data?: Answer;
  state: "idle" | "submitting" | "loading";
}

/**
 * Calls `onAnswer` once for each answer the fetcher receives, after the render that shows it.
 *
 * Not `useEffect(…, [fetcher.data])`: React Router keeps fetcher data in a mutable map that renders
 * read, and updates it before the router state that goes with it. A render in between sees the new
 * answer with the old state; React judges that render unchanged, bails out of its effects and still
 * keeps its dependencies, so the effect never runs for that answer and the toast never shows
 * (docs/decisions/027-fetcher-answers.md). The fetcher's state always changes after its answer
 * arrives, so the effect also follows the state, and remembers the last answer it handled.
 */
export function useFetcherAnswer<Answer>(
  fetcher: AnsweringFetcher<Answer>,
  onAnswer: (answer: Answer) => void,
) {
  const handled = useRef<Answer>(undefined);
  const latestOnAnswer = useRef(onAnswer);
  useEffect(() => {
    latestOnAnswer.current = onAnswer;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is a dependency on purpose (above).
  useEffect(() => {
    const answer = fetcher.data;
    if (answer === undefined || answer === handled.current) return;
    handled.current = answer;
    latestOnAnswer.current(answer);
  }, [fetcher.data, fetcher.state]);
}
