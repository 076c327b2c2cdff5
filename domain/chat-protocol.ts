import { z } from "./zod";

// What the chat panel and POST /api/chat say to each other (the specification's chat stream): the
// request, the events of the answer, and the words of each refusal. The server validates with the
// same schema the panel checks before sending.

export const chatPath = "/api/chat";
/** Whether the assistant is on: asked when the panel opens (the landing page is prerendered). */
export const chatSettingsPath = "/api/chat/config";
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

/** A thread id as the server makes them: 32 random bytes, base64url. */
export const threadIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This conversation could not be found.");

export const chatRequestSchema = z.object({
  message: z
    .string({ error: chatMessages.empty })
    .trim()
    .min(1, chatMessages.empty)
    .max(MAX_CHAT_MESSAGE_CHARACTERS, chatMessages.tooLong),
  threadId: threadIdSchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export type ChatStreamEvent =
  | { type: "thread_id"; threadId: string }
  | { type: "text_delta"; delta: string }
  | { type: "done" }
  | { type: "error"; error: string };

export type ChatRole = "user" | "assistant";
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export type ChatSettings = { configured: boolean };
