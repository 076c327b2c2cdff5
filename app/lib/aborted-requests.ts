/**
 * A request the page gave up on is not an error. React Router (7.18) aborts a data read that a newer
 * one replaces, and its single-fetch decoder leaves a promise behind that rejects with that abort when
 * it lands between reading the response and its end (remix-run/react-router#14203). The browser then
 * reports "signal is aborted without reason" as an uncaught error, which nobody can act on; seen on a
 * busy CI machine when an owner's second save replaced the first one's read. Only aborts are silenced.
 */
export function ignoreAbortedRequests(target: Pick<Window, "addEventListener">) {
  target.addEventListener("unhandledrejection", (event) => {
    if (isAbort(event.reason)) event.preventDefault();
  });
}

function isAbort(reason: unknown) {
  return (
    typeof reason === "object" && reason !== null && (reason as { name?: unknown }).name === "AbortError"
  );
}
