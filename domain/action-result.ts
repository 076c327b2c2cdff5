import type { z } from "./zod";

// What every form action answers, and the one shape its screen reads: a success (with what the
// screen says about it), or a refusal — its status, the words for the person, and, when the form
// itself was wrong, the first message for each field. A refusal from outside the action (the origin
// gate, a limit, no network) has the same shape without field errors (refusals.ts).

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type ActionFailure<Field extends string = string> = {
  ok: false;
  status: number;
  message: string;
  fieldErrors?: FieldErrors<Field>;
};

export type ActionSuccess<Done extends object = object> = { ok: true; message?: string } & Done;

export type ActionResult<Field extends string = string, Done extends object = object> =
  | ActionSuccess<Done>
  | ActionFailure<Field>;

/** The first message for each field of the form, in the schema's order of checks. */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/** A refusal of invalid input: the first problem as the form's message, and each field's own. */
export function invalidInput<Field extends string>(
  error: z.ZodError,
  fallback = "Please check the form and try again.",
): ActionFailure<Field> {
  return {
    ok: false,
    status: 400,
    message: error.issues[0]?.message ?? fallback,
    fieldErrors: fieldErrorsOf(error),
  };
}

/** The field errors of an answer, if it carries any (undefined for a success or a bare refusal). */
export function fieldErrorsIn<Field extends string>(
  answer: ActionResult<Field> | undefined,
): FieldErrors<Field> | undefined {
  return answer && !answer.ok && answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0
    ? answer.fieldErrors
    : undefined;
}

/**
 * The refusal's words for the form as a whole; undefined for a success, and for a refusal whose
 * problems are shown beside their fields.
 */
export function formErrorIn(answer: ActionResult | undefined): string | undefined {
  return answer && !answer.ok && !fieldErrorsIn(answer) ? answer.message : undefined;
}
