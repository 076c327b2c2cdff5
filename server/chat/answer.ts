import type { LanguageModel, ModelMessage } from "ai";
import type { Response } from "express";
import type { ChatMessage } from "../../domain/chat-protocol";
import { chatMessages } from "../../domain/chat-protocol";
import type { RememberedBookableSlots } from "../booking/remembered-bookable-slots";
import type { Database } from "../db/connection";
import { logger } from "../logger";
import type { RateLimitResult } from "../rate-limit/limiter";
import { overBudgetMessage } from "./call-budget";
import { openEventStream } from "./event-stream";
import { nextBookableTimesTool } from "./next-bookable-times";
import { describeProviderError, providerFailure } from "./provider-failure";
import { saveExchange, startThread } from "./threads";

export interface Answering {
  db: Database;
  model: () => Promise<LanguageModel>;
  /** Read for each turn: they carry the owner's booking rules as they stand (read-owner-rules.ts). */
  instructions: () => Promise<string>;
  bookableSlots: RememberedBookableSlots;
  agencyZone: string;
}

export interface Question {
  threadId: string;
  isNewThread: boolean;
  history: ChatMessage[];
  message: string;
  /** Aborted when the visitor goes away: the provider's request is cancelled with it. */
  signal: AbortSignal;
  /** Charges the visitor's budget for one more request to the provider (call-budget.ts). */
  chargeNextCall: () => Promise<RateLimitResult>;
}

/** Requests to the provider for one answer: a look-up of bookable times or a few, then the answer. */
export const MAX_STEPS_PER_ANSWER = 4;

/** Tokens for a provider that does not report usage: about four characters each. */
function estimateTokens(...texts: string[]) {
  return Math.ceil(texts.reduce((sum, text) => sum + text.length, 0) / 4);
}

/**
 * Streams the provider's answer to the visitor as the specification's events. Until the provider has
 * begun answering, a refusal (429, 402, an unreachable provider) is an HTTP status with a sentence;
 * after that, a failure is an `error` event. The exchange is kept once answered, or as far as it was
 * sent when the visitor stopped it (or left), marked as stopped.
 */
export async function streamAnswer(answering: Answering, question: Question, response: Response) {
  // The AI SDK (several MB of memory) loads with the first answer, on a site where the assistant is on.
  const ai = await import("ai");
  const instructions = await answering.instructions();
  const messages: ModelMessage[] = [
    ...question.history.map((message) => ({ role: message.role, content: message.content })),
    { role: "user", content: question.message },
  ];
  let overBudget: string | undefined;
  const result = ai.streamText({
    model: await answering.model(),
    system: instructions,
    messages,
    tools: { nextBookableTimes: nextBookableTimesTool(ai, answering.bookableSlots, answering.agencyZone) },
    // Asked only when the tool loop would ask the provider again: that request is charged now, before
    // it is made, and a spent budget ends the loop.
    stopWhen: async ({ steps }) => {
      if (steps.length >= MAX_STEPS_PER_ANSWER) return true;
      const next = await question.chargeNextCall();
      if (!next.allowed) overBudget = overBudgetMessage(next.retryAfterSeconds);
      return !next.allowed;
    },
    // A 429 is the visitor's to hear at once, not ours to retry behind their back.
    maxRetries: 0,
    abortSignal: question.signal,
    // Failures arrive as `error` parts below, and are logged there in one line without the prompt.
    onError: () => {},
  });

  let stream: ReturnType<typeof openEventStream> | undefined;
  let answer = "";
  const keep = async (tokens: number, stopped = false) => {
    if (answer.trim() === "") return;
    await saveExchange(answering.db, question.threadId, {
      question: question.message,
      answer,
      tokens,
      stopped,
    });
  };
  const begin = async () => {
    if (stream) return stream;
    if (question.isNewThread) await startThread(answering.db, question.threadId);
    stream = openEventStream(response);
    if (question.isNewThread) stream.send({ type: "thread_id", threadId: question.threadId });
    return stream;
  };

  try {
    for await (const part of result.fullStream) {
      if (part.type === "start-step") await begin();
      else if (part.type === "text-delta") {
        answer += part.text;
        (await begin()).send({ type: "text_delta", delta: part.text });
      } else if (part.type === "error") {
        logger.warn(`Chat: the provider failed (${describeProviderError(ai, part.error)})`);
        if (!stream) {
          const failure = providerFailure(ai, part.error);
          response
            .status(failure.status)
            .set("Cache-Control", "no-store")
            .type("text/plain")
            .send(failure.message);
          return;
        }
        stream.send({ type: "error", error: chatMessages.interrupted });
        stream.end();
        return;
      } else if (part.type === "abort") {
        await keep(estimateTokens(instructions, question.message, answer), true);
        stream?.end();
        return;
      } else if (part.type === "finish" && overBudget) {
        const open = await begin();
        open.send({ type: "error", error: overBudget });
        open.end();
        return;
      } else if (part.type === "finish") {
        const reported = part.totalUsage.totalTokens;
        await keep(
          reported && reported > 0
            ? reported
            : estimateTokens(instructions, ...messages.map((m) => String(m.content)), answer),
        );
        const open = await begin();
        open.send({ type: "done" });
        open.end();
        return;
      }
    }
  } catch (error) {
    if (question.signal.aborted) {
      await keep(estimateTokens(instructions, question.message, answer), true).catch(() => {});
      stream?.end();
      return;
    }
    if (!stream) throw error;
    // Headers are gone: the visitor hears of it as the stream's own error event.
    logger.error("Chat: the answer failed after it began", error);
    stream.send({ type: "error", error: chatMessages.interrupted });
    stream.end();
  }
}
