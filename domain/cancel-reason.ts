// Apart from the schema (cancel-schema.ts), so the dialogs that cap the field load no zod.
export const CANCEL_REASON_MAX = 500;
