import { type ActionResult, invalidInput } from "../../domain/action-result";
import type { z } from "../../domain/zod";
import type { Database } from "../db/connection";
import { answer } from "./action-answer";

/** What an admin intent needs besides its form: the moment and the agency's zone. */
export interface AgencyNow {
  now: Date;
  agencyZone: string;
}

/**
 * One intent of an admin form: the form checked with its own schema (400 with each field's message
 * when it does not pass, and nothing done), then handled; answered as every form action is.
 */
export function formIntent<Schema extends z.ZodType, Done extends object>(
  schema: Schema,
  handle: (db: Database, input: z.infer<Schema>, at: AgencyNow) => Promise<ActionResult<string, Done>>,
) {
  return async (db: Database, form: Record<string, unknown>, at: AgencyNow) => {
    const parsed = schema.safeParse(form);
    return answer(parsed.success ? await handle(db, parsed.data, at) : invalidInput(parsed.error));
  };
}
