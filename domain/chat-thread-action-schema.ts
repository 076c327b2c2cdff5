import type { ActionResult } from "./action-result";
import { threadIdSchema } from "./chat-request-schema";
import { z } from "./zod";

// What the admin's chat threads page asks of the server: delete one conversation.
export const chatThreadActionSchema = z.object(
  {
    intent: z.literal("delete", { error: "Unknown chat thread action" }),
    thread_id: threadIdSchema,
  },
  { error: "Unknown chat thread action" },
);

export type ChatThreadActionResult = ActionResult;
