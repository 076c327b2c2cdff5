import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ignoreAbortedRequests } from "./lib/aborted-requests";

// React Router's own entry, with one addition: see aborted-requests.ts.
ignoreAbortedRequests(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
