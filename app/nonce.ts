import { createContext, useContext } from "react";

// Set by entry.server for server-rendered pages; empty in the browser and in prerendered files.
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce() {
  return useContext(NonceContext);
}
