import { type ChatSettings, chatSettingsPath } from "@domain/chat-protocol";

let asked: Promise<ChatSettings> | undefined;

/**
 * Whether the assistant is on, asked once per page when the panel first needs it: the landing page is
 * prerendered, so only the running server knows. A server that cannot be asked gives the placeholder.
 */
export function chatSettings(): Promise<ChatSettings> {
  asked ??= fetch(chatSettingsPath, { headers: { accept: "application/json" }, cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<ChatSettings>) : { configured: false }))
    .catch(() => {
      asked = undefined;
      return { configured: false };
    });
  return asked;
}
