import type { APICallError } from "ai";
import { chatMessages } from "../../domain/chat-protocol";

/** The AI SDK's errors, from the module streamAnswer loaded (it loads only where the assistant is on). */
export type AiErrors = Pick<typeof import("ai"), "APICallError" | "RetryError">;

export interface ProviderFailure {
  status: number;
  message: string;
}

function apiCallError(ai: AiErrors, error: unknown): APICallError | undefined {
  if (ai.APICallError.isInstance(error)) return error;
  if (ai.RetryError.isInstance(error)) return apiCallError(ai, error.lastError);
  return undefined;
}

/**
 * What the visitor is told when the provider refused before answering: its 429 and 402 in the
 * specification's words, anything else as a failure of ours to reach it (502).
 */
export function providerFailure(ai: AiErrors, error: unknown): ProviderFailure {
  const status = apiCallError(ai, error)?.statusCode;
  if (status === 429) return { status: 429, message: chatMessages.providerRateLimited };
  if (status === 402) return { status: 402, message: chatMessages.creditsRequired };
  return {
    status: 502,
    message: "The assistant could not answer right now. Please try again in a moment.",
  };
}

/** One line for the log, without the request body (it holds the visitor's messages). */
export function describeProviderError(ai: AiErrors, error: unknown): string {
  const call = apiCallError(ai, error);
  if (call) return `HTTP ${call.statusCode ?? "?"} from ${call.url}: ${call.message}`.slice(0, 300);
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300);
}
