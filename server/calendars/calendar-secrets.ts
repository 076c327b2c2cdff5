import type { SecretBox } from "../secrets/secret-box";

/** The one purpose calendar secrets are sealed under: app passwords and private ICS addresses. */
export const CALENDAR_SECRETS = "calendar-credentials";

/** The box that seals and opens calendar secrets (the services' `secretBox`, or a test's own). */
export type CalendarSecretBox = Pick<SecretBox, "seal" | "open">;
