import { type ChatSettings, chatSettingsPath } from "@domain/chat-settings";

let asked: Promise<ChatSettings | undefined> | undefined;

/**
 * Whether the assistant is on, asked once per page: the landing page is prerendered, so only the running
 * server knows. Undefined when the server could not be asked (the panel shows the placeholder), and then
 * asked again the next time.
 */
export function chatSettings(): Promise<ChatSettings | undefined> {
  asked ??= fetch(chatSettingsPath, { headers: { accept: "application/json" }, cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<ChatSettings>) : undefined))
    .catch(() => undefined)
    .then((settings) => {
      if (!settings) asked = undefined;
      return settings;
    });
  return asked;
}
