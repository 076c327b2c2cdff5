import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ignoreAbortedRequests } from "./lib/aborted-requests";
import { replayEarlyClick } from "./lib/early-click";

// React Router's own entry, with two additions: see aborted-requests.ts and early-click.ts.
ignoreAbortedRequests(window);

/** Its effect runs once the whole page is hydrated: a parent's effects run after its children's. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => replayEarlyClick(window), []);
  return children;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Hydrated>
        <HydratedRouter />
      </Hydrated>
    </StrictMode>,
  );
});
