import type { LanguageModel } from "ai";
import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { chatMessages, chatPath } from "../../domain/chat-protocol";
import { chatRequestSchema, threadIdSchema } from "../../domain/chat-request-schema";
import { type ChatSettings, chatSettingsPath } from "../../domain/chat-settings";
import { REQUEST_ORIGIN_HEADER } from "../http/origin-gate";
import type { Services } from "../services";
import { type Answering, streamAnswer } from "./answer";
import { chargeProviderCall, overBudgetMessage } from "./call-budget";
import { assistantInstructions } from "./instructions";
import { readOwnerRules } from "./read-owner-rules";
import { newThreadId, readThread } from "./threads";

/** Far above a message of 2,000 characters in JSON (at most 6 bytes each, escaped). */
const MAX_BODY = "64kb";

function refuse(response: express.Response, status: number, message: string) {
  response.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);
}

/**
 * The chat assistant's endpoints: whether it is on, a thread's messages for the browser holding its id,
 * and POST /api/chat, which answers as an event stream. Without CHAT_* configuration only the first
 * answers ({ configured: false }); the others say the assistant is not available.
 */
export function chatRoutes(services: Services): Router {
  const { config, database, bookableSlots } = services;
  const router = Router();
  const provider = config.chat.provider;

  router.get(chatSettingsPath, (_request, response) => {
    response.set("Cache-Control", "no-store").json({ configured: Boolean(provider) } satisfies ChatSettings);
  });
  if (!provider) {
    router.all([chatPath, `${chatPath}/threads/:id`], (_request, response) =>
      refuse(response, 404, chatMessages.notConfigured),
    );
    return router;
  }

  let model: Promise<LanguageModel> | undefined;
  const answering: Answering = {
    db: database.db,
    // The provider's client loads with the first answer, as the AI SDK does (answer.ts).
    model: () =>
      (model ??= import("@ai-sdk/openai-compatible").then(({ createOpenAICompatible }) =>
        createOpenAICompatible({
          name: "chat",
          baseURL: provider.baseUrl,
          apiKey: provider.apiKey,
          includeUsage: true,
        }).chatModel(provider.model),
      )),
    instructions: async () =>
      assistantInstructions(config, await readOwnerRules(database.db, new Date(), config.agencyTimeZone)),
    bookableSlots,
    agencyZone: config.agencyTimeZone,
  };
  const { maxMessages, maxTokens } = config.chat;

  router.get(`${chatPath}/threads/:id`, async (request, response) => {
    const id = threadIdSchema.safeParse(request.params.id);
    const thread = id.success ? await readThread(database.db, id.data) : null;
    if (!thread) return refuse(response, 404, "This conversation could not be found. It may have expired.");
    response.set("Cache-Control", "no-store").json({ messages: thread.messages });
  });

  const post: RequestHandler = async (request, response) => {
    // Our own pages always name their origin; the origin gate has already refused other sites'.
    if (request.get("origin") !== request.get(REQUEST_ORIGIN_HEADER)) {
      return refuse(response, 403, "This request did not come from this site's pages, so nothing was sent.");
    }
    if (!request.is("application/json")) return refuse(response, 415, "This request must be sent as JSON.");
    const parsed = chatRequestSchema.safeParse(request.body);
    if (!parsed.success) return refuse(response, 400, parsed.error.issues[0]?.message ?? chatMessages.empty);
    const { message, threadId } = parsed.data;

    // A thread that no longer exists (purged, deleted) is simply a new conversation.
    const thread = threadId ? await readThread(database.db, threadId) : null;
    if (thread && (thread.messages.length + 2 > maxMessages || thread.tokens >= maxTokens)) {
      return refuse(response, 409, chatMessages.threadFull);
    }
    // The answer's first request to the provider; the tool loop charges each further one (answer.ts).
    const address = request.ip ?? "";
    const first = await chargeProviderCall(database.db, address);
    if (!first.allowed) {
      response.set("Retry-After", String(first.retryAfterSeconds));
      return refuse(response, 429, overBudgetMessage(first.retryAfterSeconds));
    }

    // The visitor closing the panel or the page cancels the provider's request.
    const visitorLeft = new AbortController();
    response.on("close", () => {
      if (!response.writableFinished) visitorLeft.abort();
    });
    await streamAnswer(
      answering,
      {
        threadId: thread && threadId ? threadId : newThreadId(),
        isNewThread: !thread,
        history: thread?.messages ?? [],
        message,
        signal: visitorLeft.signal,
        chargeNextCall: () => chargeProviderCall(database.db, address),
      },
      response,
    );
  };
  router.post(chatPath, express.json({ limit: MAX_BODY }), post, unreadableBody);
  return router;
}

// express.json's refusal in words: not JSON at all. (A body over 64 KB never gets here:
// server/http/body-limit.ts answers it for every route.)
const unreadableBody: ErrorRequestHandler = (error, _request, response, next) => {
  if (error?.type === "entity.parse.failed")
    return refuse(response, 400, "This request could not be read. Please try again.");
  next(error);
};
