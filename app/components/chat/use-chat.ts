import {
  type ChatMessage,
  chatMessages,
  chatPath,
  chatThreadPath,
  chatThreadStorageKey,
} from "@domain/chat-protocol";
import { useCallback, useEffect, useRef, useState } from "react";
import { answerWords } from "./answer-links";
import { readChatStream } from "./read-chat-stream";

let schema: Promise<typeof import("@domain/chat-request-schema")> | undefined;

/** The message's rule (and zod with it): fetched when the conversation opens, not with the page. */
function requestSchema() {
  schema ??= import("@domain/chat-request-schema").catch((error) => {
    schema = undefined;
    throw error;
  });
  return schema.then((module) => module.chatRequestSchema);
}

export interface ShownMessage extends ChatMessage {
  id: number;
  /**
   * An answer still arriving, one the visitor stopped, or one that failed (retry offered). A question
   * whose answer failed or was stopped before any of it arrived carries that state itself: no empty
   * answer is shown.
   */
  state?: "streaming" | "stopped" | "failed";
  /** Why it failed, as the server said (the chat's budget spent, say). */
  problem?: string;
}

/** How a refused request reads: the specification's words for 429 and 402, else what the server said. */
async function refusalText(response: Response) {
  const said = (await response.text().catch(() => "")).trim();
  if (response.status === 402) return chatMessages.creditsRequired;
  if (response.status === 429) return said || chatMessages.providerRateLimited;
  return said && said.length < 400 ? said : chatMessages.failed;
}

function storedThreadId() {
  try {
    return localStorage.getItem(chatThreadStorageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

function storeThreadId(threadId: string | undefined) {
  try {
    if (threadId) localStorage.setItem(chatThreadStorageKey, threadId);
    else localStorage.removeItem(chatThreadStorageKey);
  } catch {
    // Storage refused (private mode): the conversation lasts as long as the page.
  }
}

/**
 * The conversation behind the panel: resumes the browser's thread, sends a message and shows the answer
 * as it streams in, stops it, retries a failed one. `onProblem` shows a refusal (a toast).
 */
export function useChat(onProblem: (message: string) => void) {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [streaming, setStreaming] = useState(false);
  const [full, setFull] = useState(false);
  /** What a screen reader hears: the answer once it is complete, in the words shown. */
  const [announcement, setAnnouncement] = useState("");
  const threadId = useRef<string | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  const nextId = useRef(1);

  useEffect(() => {
    // Ready before the first message; a failure here is tried again when it is sent.
    requestSchema().catch(() => {});
  }, []);

  useEffect(() => {
    const kept = storedThreadId();
    if (!kept) return;
    threadId.current = kept;
    const leaving = new AbortController();
    fetch(chatThreadPath(kept), { headers: { accept: "application/json" }, signal: leaving.signal })
      .then(async (response) => {
        if (response.status === 404) {
          // Purged or deleted: the next message starts a new conversation.
          storeThreadId(undefined);
          threadId.current = undefined;
          return;
        }
        if (!response.ok) return;
        const { messages: earlier } = (await response.json()) as { messages: ChatMessage[] };
        setMessages((shown) => [
          ...earlier.map(({ role, content, stopped }) => ({
            role,
            content,
            id: nextId.current++,
            state: stopped ? ("stopped" as const) : undefined,
          })),
          ...shown,
        ]);
      })
      .catch(() => {});
    return () => leaving.abort();
  }, []);

  const update = useCallback((id: number, change: (message: ShownMessage) => ShownMessage) => {
    setMessages((shown) => shown.map((message) => (message.id === id ? change(message) : message)));
  }, []);

  /**
   * An exchange that ended early: the answer keeps what arrived of it and says why; an answer of which
   * nothing arrived is no bubble at all, and the question says it instead.
   */
  const endEarly = useCallback(
    (questionId: number, answerId: number, ending: Pick<ShownMessage, "state" | "problem">) => {
      setMessages((shown) => {
        const answer = shown.find((message) => message.id === answerId);
        if (answer?.content)
          return shown.map((message) => (message.id === answerId ? { ...message, ...ending } : message));
        return shown
          .filter((message) => message.id !== answerId)
          .map((message) => (message.id === questionId ? { ...message, ...ending } : message));
      });
    },
    [],
  );

  const ask = useCallback(
    async (message: string, questionId: number, answerId: number, controller: AbortController) => {
      let received = "";
      const fail = (problem?: string) => {
        endEarly(questionId, answerId, { state: "failed" });
        if (problem) onProblem(problem);
        setAnnouncement(problem ?? chatMessages.interrupted);
      };
      try {
        const response = await fetch(chatPath, {
          method: "POST",
          headers: { "Content-Type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify({ message, threadId: threadId.current }),
          signal: controller.signal,
        });
        if (!response.ok) {
          if (response.status === 409) setFull(true);
          return fail(await refusalText(response));
        }
        if (!response.body) return fail(chatMessages.noReader);
        for await (const event of readChatStream(response.body)) {
          if (event.type === "thread_id") {
            threadId.current = event.threadId;
            storeThreadId(event.threadId);
          } else if (event.type === "text_delta") {
            received += event.delta;
            const content = received;
            update(answerId, (shown) => ({ ...shown, content }));
          } else if (event.type === "error") {
            console.warn(`Chat: the answer failed (${event.error})`);
            // Not a toast (the specification only logs it): the words go under the answer they cut short.
            endEarly(questionId, answerId, { state: "failed", problem: event.error });
            setAnnouncement(event.error || chatMessages.interrupted);
            return;
          } else if (event.type === "done") {
            update(answerId, (shown) => ({ ...shown, state: undefined }));
            setAnnouncement(`Assistant: ${answerWords(received, window.location.origin)}`);
          }
        }
      } catch (error) {
        if (controller.signal.aborted) {
          endEarly(questionId, answerId, { state: "stopped" });
          // The answer's own mark says "Stopped."; this confirms the press without repeating it.
          setAnnouncement("You cut the answer short.");
        } else fail(error instanceof TypeError ? chatMessages.failedFallback : chatMessages.failed);
      } finally {
        request.current = undefined;
        setStreaming(false);
      }
    },
    [onProblem, update, endEarly],
  );

  /** Sends a message; false when it was not taken (empty, too long, or an answer still arriving). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (text.trim() === "" || request.current) return false;
      const rule = await requestSchema().catch(() => undefined);
      if (!rule) {
        onProblem(chatMessages.failedFallback);
        return false;
      }
      const checked = rule.safeParse({ message: text });
      if (!checked.success) {
        onProblem(checked.error.issues[0]?.message ?? chatMessages.failedFallback);
        return false;
      }
      // Another message may have gone while the rule loaded.
      if (request.current) return false;
      const message = checked.data.message;
      const question: ShownMessage = { id: nextId.current++, role: "user", content: message };
      const answer: ShownMessage = {
        id: nextId.current++,
        role: "assistant",
        content: "",
        state: "streaming",
      };
      setMessages((shown) => [...shown, question, answer]);
      setAnnouncement("The assistant is answering.");
      setStreaming(true);
      const controller = new AbortController();
      request.current = controller;
      void ask(message, question.id, answer.id, controller);
      return true;
    },
    [onProblem, ask],
  );

  const stop = useCallback(() => request.current?.abort(), []);

  /** Asks the failed question again, in place of the failed exchange (or the question left alone). */
  const retry = useCallback(
    (failedId: number) => {
      const index = messages.findIndex((message) => message.id === failedId);
      const question = messages[index]?.role === "user" ? messages[index] : messages[index - 1];
      if (question?.role !== "user") return;
      setMessages((shown) =>
        shown.filter((message) => message.id !== failedId && message.id !== question.id),
      );
      void send(question.content);
    },
    [messages, send],
  );

  const startOver = useCallback(() => {
    request.current?.abort();
    storeThreadId(undefined);
    threadId.current = undefined;
    setMessages([]);
    setFull(false);
    setAnnouncement("New conversation.");
  }, []);

  return { messages, streaming, full, announcement, send, stop, retry, startOver };
}
