// Apart from the schema (cancel-schema.ts), so the dialogs that count the field load no zod.
export const CANCEL_REASON_MAX = 500;
export const CANCEL_REASON_TOO_LONG = `Please keep the reason under ${CANCEL_REASON_MAX} characters.`;
