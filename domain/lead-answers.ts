import {
  type BookingQuestion,
  bookingQuestions,
  type LeadAnswerField,
  OTHER_ANSWER_MAX,
  otherField,
} from "@domain/content/booking-questions";

export { answerText, describeLeadAnswers } from "./lead-answer-words";

import { z } from "./zod";

// The qualifying questions' answers: validated by the booking schema, stored with the booking as
// `{ [question id]: option value, [id_other]: words }`, and told back in the questions' own words.

export type LeadAnswers = Record<string, string>;

const noControlCharacters = /^[^\p{Cc}]*$/u;

function optionSchema(question: BookingQuestion) {
  const values = question.options.map((option) => option.value);
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .refine((value) => values.includes(value), `Please choose one of the options for "${question.label}"`)
      .optional(),
  );
}

const otherSchema = (question: BookingQuestion) =>
  z
    .string()
    .trim()
    .max(OTHER_ANSWER_MAX, `"${question.other?.label}" must be less than ${OTHER_ANSWER_MAX} characters`)
    .regex(noControlCharacters, `"${question.other?.label}" contains a character that is not allowed`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** One optional field per question, and one for the words of an "other" answer. */
export const leadAnswerFields = Object.fromEntries(
  (bookingQuestions as readonly BookingQuestion[]).flatMap((question) => [
    [question.id, optionSchema(question)],
    ...(question.other ? [[otherField(question.id), otherSchema(question)]] : []),
  ]),
) as Record<LeadAnswerField, z.ZodType<string | undefined>>;

/** "Something else" needs its few words; words without "Something else" are not kept. */
export function checkOtherAnswers(input: Record<string, unknown>, context: z.RefinementCtx) {
  for (const question of bookingQuestions as readonly BookingQuestion[]) {
    if (!question.other) continue;
    if (input[question.id] === question.other.value && !input[otherField(question.id)])
      context.addIssue({
        code: "custom",
        path: [otherField(question.id)],
        message: `Please say what else you would like to automate`,
      });
  }
}

/** The answers given, ready to store (null when none was). */
export function leadAnswersOf(input: Record<string, unknown>): LeadAnswers | null {
  const answers: LeadAnswers = {};
  for (const question of bookingQuestions as readonly BookingQuestion[]) {
    const value = input[question.id];
    if (typeof value !== "string") continue;
    answers[question.id] = value;
    const other = input[otherField(question.id)];
    if (question.other && value === question.other.value && typeof other === "string")
      answers[otherField(question.id)] = other;
  }
  return Object.keys(answers).length > 0 ? answers : null;
}
