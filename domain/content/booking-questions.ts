// The booking form's qualifying questions, in one place: the form, its schema, the admin, the CSV and
// the agency's e-mail all read them from here. Add, reword or drop a question or an option here only.

export interface QuestionOption {
  value: string;
  label: string;
}

export interface BookingQuestion {
  /** The form field's name, and the key its answer is stored under. */
  id: string;
  label: string;
  options: readonly QuestionOption[];
  /** Choosing this option asks for a few words of the visitor's own. */
  other?: { value: string; label: string; placeholder: string };
}

export const OTHER_ANSWER_MAX = 200;

export const bookingQuestions = [
  {
    id: "company_size",
    label: "Company size",
    options: [
      { value: "solo", label: "Just me" },
      { value: "2-10", label: "2–10 people" },
      { value: "11-50", label: "11–50 people" },
      { value: "51-200", label: "51–200 people" },
      { value: "200+", label: "More than 200 people" },
    ],
  },
  {
    id: "automation_goal",
    label: "What would you like to automate?",
    options: [
      { value: "support", label: "Customer support" },
      { value: "sales", label: "Sales and lead follow-up" },
      { value: "back-office", label: "Back office and data entry" },
      { value: "scheduling", label: "Scheduling and bookings" },
      { value: "other", label: "Something else" },
    ],
    other: { value: "other", label: "What else?", placeholder: "A few words about it" },
  },
] as const satisfies readonly BookingQuestion[];

export type BookingQuestionId = (typeof bookingQuestions)[number]["id"];

/** The form field holding a question's "other" words. */
export const otherField = (id: string) => `${id}_other`;

/** Every form field the questions may have. */
export type LeadAnswerField = BookingQuestionId | `${BookingQuestionId}_other`;
