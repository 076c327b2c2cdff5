// Whether the chat assistant is on: the landing page is prerendered, so it asks the running server
// once the page is idle, before it loads any of the panel's code (docs/decisions/041-what-the-landing-page-loads.md).

export const chatSettingsPath = "/api/chat/config";

export type ChatSettings = { configured: boolean };
