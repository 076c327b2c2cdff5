import type { VisitSource } from "@domain/visit-source-fields";
import { useEffect, useState } from "react";
import { readVisitSource } from "~/lib/visit-source-storage";

/** The visit's source (kept in session storage since arrival) goes with the booking as hidden fields. */
export function VisitSourceFields() {
  const [source, setSource] = useState<VisitSource>({});
  // After hydration: the server's page knows nothing of the browser's storage.
  useEffect(() => setSource(readVisitSource()), []);
  return Object.entries(source).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
