import { type BookingQuestion, bookingQuestions, otherField } from "@domain/content/booking-questions";
import type { LeadAnswers } from "./lead-answers";

// The answers told back in the questions' own words: apart from the schema (lead-answers.ts), so the
// admin screens that show them load no zod.

export interface AnsweredQuestion {
  question: string;
  answer: string;
}

/** One question's answer in its own words ("Something else: invoices"); an unknown option as stored. */
export function answerText(answers: LeadAnswers | null | undefined, question: BookingQuestion) {
  const value = answers?.[question.id];
  if (!value) return undefined;
  const label = question.options.find((option) => option.value === value)?.label ?? value;
  const other = answers?.[otherField(question.id)];
  return other ? `${label}: ${other}` : label;
}

/** The answers given, in the questions' order. */
export function describeLeadAnswers(answers: LeadAnswers | null | undefined): AnsweredQuestion[] {
  return (bookingQuestions as readonly BookingQuestion[]).flatMap((question) => {
    const answer = answerText(answers, question);
    return answer ? [{ question: question.label, answer }] : [];
  });
}
