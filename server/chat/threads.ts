import { randomBytes } from "node:crypto";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ChatMessage } from "../../domain/chat-protocol";
import type { Database } from "../db/connection";
import { deleteById } from "../db/delete-by-id";
import { chatMessages, chatThreads } from "../db/schema";

/** 256 random bits: the id is the only key to a conversation, so it must not be guessed. */
export function newThreadId(): string {
  return randomBytes(32).toString("base64url");
}

export interface StoredThread {
  messages: ChatMessage[];
  /** Tokens the thread has used so far: its budget (CHAT_MAX_TOKENS) counts them. */
  tokens: number;
}

export async function readThread(db: Database, threadId: string): Promise<StoredThread | null> {
  const [thread] = await db
    .select({ id: chatThreads.id })
    .from(chatThreads)
    .where(eq(chatThreads.id, threadId));
  if (!thread) return null;
  const rows = await db
    .select({
      role: chatMessages.role,
      content: chatMessages.content,
      tokens: chatMessages.tokens,
      stopped: chatMessages.stopped,
    })
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return {
    messages: rows.map(({ role, content, stopped }) =>
      stopped ? { role, content, stopped } : { role, content },
    ),
    tokens: rows.reduce((sum, row) => sum + row.tokens, 0),
  };
}

export async function startThread(db: Database, threadId: string) {
  await db.insert(chatThreads).values({ id: threadId }).onConflictDoNothing();
}

/**
 * The visitor's message and the answer they saw, kept together: a failed answer keeps neither, so
 * trying again does not repeat the question. The user message is timed before the answer.
 */
export async function saveExchange(
  db: Database,
  threadId: string,
  exchange: { question: string; answer: string; tokens: number; stopped?: boolean },
) {
  await db.transaction(async (tx) => {
    await tx.insert(chatMessages).values([
      {
        threadId,
        role: "user",
        content: exchange.question,
        createdAt: sql`now() - interval '1 millisecond'`,
      },
      {
        threadId,
        role: "assistant",
        content: exchange.answer,
        tokens: exchange.tokens,
        stopped: exchange.stopped ?? false,
      },
    ]);
    await tx.update(chatThreads).set({ updatedAt: sql`now()` }).where(eq(chatThreads.id, threadId));
  });
}

/** Forgets conversations untouched for `days`; returns how many. Safe to run on several instances at once. */
export async function purgeThreads(db: Database, days: number): Promise<number> {
  const deleted = await db
    .delete(chatThreads)
    .where(sql`${chatThreads.updatedAt} < now() - make_interval(days => ${days})`)
    .returning({ id: chatThreads.id });
  return deleted.length;
}

export interface ThreadSummary {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  messages: (Omit<ChatMessage, "stopped"> & { stopped: boolean; createdAt: Date })[];
}

/** The most recently active conversations with their messages, for the admin's read-only page. */
export async function recentThreads(db: Database, limit: number): Promise<ThreadSummary[]> {
  const threads = await db
    .select()
    .from(chatThreads)
    .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.id))
    .limit(limit);
  if (threads.length === 0) return [];
  const messages = await db
    .select({
      threadId: chatMessages.threadId,
      role: chatMessages.role,
      content: chatMessages.content,
      stopped: chatMessages.stopped,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.threadId,
        threads.map((thread) => thread.id),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return threads.map((thread) => ({
    ...thread,
    messages: messages
      .filter((message) => message.threadId === thread.id)
      .map(({ role, content, stopped, createdAt }) => ({ role, content, stopped, createdAt })),
  }));
}

/** Deletes a conversation and its messages; false when there was none. */
export function deleteThread(db: Database, threadId: string): Promise<boolean> {
  return deleteById(db, chatThreads, threadId);
}
