import type { z } from "@domain/zod";
import { useState } from "react";

/**
 * The browser's check of a form with the server's own schema before it is sent: a form the schema
 * refuses is not sent, and what the schema said is kept for the form to show.
 */
export function useSchemaCheck(schema: z.ZodType, values: () => unknown) {
  const [refused, setRefused] = useState<z.ZodError>();
  function checkBeforeSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(values());
    setRefused(result.success ? undefined : result.error);
    if (!result.success) event.preventDefault();
  }
  return { refused, checkBeforeSubmit };
}
