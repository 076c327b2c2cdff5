import { invalidInput } from "@domain/action-result";
import { readableMoment } from "@domain/admin-dates";
import { type ChatThreadActionResult, chatThreadActionSchema } from "@domain/chat-thread-action-schema";
import { servicesContext } from "@domain/router-context";
import { SubpageHeader } from "~/components/admin/admin-header";
import { ChatThreadCard } from "~/components/admin/chat-thread-card";
import { adminMeta } from "~/lib/admin-meta";
import { answerOrRefusal } from "~/lib/refusals";
import { deleteThread, recentThreads } from "../../../server/chat/threads";
import { answer } from "../../../server/http/action-answer";
import { readForm } from "../../../server/http/read-form";
import type { Route } from "./+types/chat-threads";

/** The conversations shown: the most recently active ones. */
const THREADS_SHOWN = 50;

export function meta() {
  return adminMeta("Chat threads");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database, config } = context.get(servicesContext);
  const threads = await recentThreads(database.db, THREADS_SHOWN);
  return {
    configured: Boolean(config.chat.provider),
    retentionDays: config.chat.retentionDays,
    agencyZone: config.agencyTimeZone,
    threads: threads.map((thread) => ({
      id: thread.id,
      createdAt: thread.createdAt.toISOString(),
      updatedAt: thread.updatedAt.toISOString(),
      messages: thread.messages.map((message) => ({
        ...message,
        createdAt: message.createdAt.toISOString(),
      })),
    })),
  };
}

function failure(message: string, status: number) {
  return answer<ChatThreadActionResult>({ ok: false, status, message });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database } = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer<ChatThreadActionResult>(read);
  const parsed = chatThreadActionSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) return answer<ChatThreadActionResult>(invalidInput(parsed.error));
  if (!(await deleteThread(database.db, parsed.data.thread_id)))
    return failure("This conversation no longer exists. It may have been deleted already.", 404);
  return answer<ChatThreadActionResult>({ ok: true });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export default function AdminChatThreads({ loaderData }: Route.ComponentProps) {
  const { threads, configured, retentionDays, agencyZone } = loaderData;
  const when = (iso: string) => readableMoment(iso, agencyZone);
  return (
    <>
      <SubpageHeader page="Chat threads" />
      <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
        <p className="text-sm text-muted-foreground">
          {configured
            ? `Visitors' conversations with the chat assistant, most recent first (the latest ${THREADS_SHOWN}). They are deleted after ${retentionDays} days without a message.`
            : "The chat assistant is not configured (CHAT_API_URL, CHAT_API_KEY, CHAT_MODEL); the panel shows Coming Soon."}{" "}
          Times in {agencyZone}.
        </p>
        {threads.length === 0 ? (
          <p className="text-muted-foreground">No conversations yet</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {threads.map((thread) => (
              <ChatThreadCard key={thread.id} thread={thread} when={when} />
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
