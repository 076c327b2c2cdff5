import { chatMessages, MAX_CHAT_MESSAGE_CHARACTERS } from "./chat-protocol";
import { z } from "./zod";

// What POST /api/chat takes. The server validates with it, and the panel checks a message with it
// before sending; the landing page does not load it (zod) until the panel opens.

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
