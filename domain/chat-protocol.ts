// What the chat panel and POST /api/chat say to each other (the specification's chat stream): the
// addresses, the events of the answer, and the words of each refusal. Whether the assistant is on is
// in ./chat-settings.ts, the request's rule in ./chat-request-schema.ts (zod): the landing page loads
// this file and that rule only on a site where the assistant is on.

export const chatPath = "/api/chat";
/** A thread's messages, for the browser that holds its id. */
export const chatThreadPath = (threadId: string) => `/api/chat/threads/${encodeURIComponent(threadId)}`;
/** Where the browser keeps the id of its conversation. */
export const chatThreadStorageKey = "chat_thread_id";

export const MAX_CHAT_MESSAGE_CHARACTERS = 2000;

export const chatMessages = {
  empty: "Type a message first.",
  tooLong: `Messages can be at most ${MAX_CHAT_MESSAGE_CHARACTERS.toLocaleString("en-US")} characters. Please shorten yours.`,
  providerRateLimited: "Rate limit exceeded. Please try again shortly.",
  creditsRequired: "AI credits required. Please top up to continue.",
  failed: "Failed to send message",
  failedFallback: "Failed to send message. Please try again.",
  noReader: "No response reader",
  notConfigured: "The chat assistant is not available on this site yet.",
  threadFull: "This conversation has reached its length limit. Start a new conversation to keep chatting.",
  interrupted: "The answer was interrupted. Please try again.",
} as const;

export type ChatStreamEvent =
  | { type: "thread_id"; threadId: string }
  | { type: "text_delta"; delta: string }
  | { type: "done" }
  | { type: "error"; error: string };

export type ChatRole = "user" | "assistant";
export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** An answer cut short, kept as far as it was sent: it says so wherever it is shown again. */
  stopped?: true;
}
