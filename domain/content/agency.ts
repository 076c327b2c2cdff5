/** The agency's name when AGENCY_NAME does not set one (server/config.ts), and wherever no settings are loaded. */
export const defaultAgencyName = "DVAT";
