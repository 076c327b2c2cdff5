import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, dateInZone } from "../../domain/agency-time";
import {
  type ChatStreamEvent,
  chatPath,
  chatThreadPath,
  chatMessages as messages,
} from "../../domain/chat-protocol";
import { chatSettingsPath } from "../../domain/chat-settings";
import { services as agencyServices } from "../../domain/content/services";
import { bookingRulesAction } from "../../server/admin/booking-rules-settings";
import { MAX_STEPS_PER_ANSWER } from "../../server/chat/answer";
import { CHAT_CALL_LIMIT, chargeProviderCall } from "../../server/chat/call-budget";
import { purgeThreads, saveExchange } from "../../server/chat/threads";
import { chatMessages, chatThreads } from "../../server/db/schema";
import { BODY_TOO_LARGE_MESSAGE } from "../../server/http/body-limit";
import { createHttpApp } from "../../server/http/create-app";
import { type Services, startServices, stopServices } from "../../server/services";
import { ChatStub, STUB_TEXT } from "../support/chat-stub";
import { setWeeklyHours } from "../support/hours-factory";
import { createSlot } from "../support/slot-factory";
import { testConfig } from "../support/test-config";
import { createTestDatabaseSource, databaseKinds } from "../support/test-database";

/** The events of an answer, `[DONE]` as the string it is. */
function eventsOf(text: string): (ChatStreamEvent | "[DONE]")[] {
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => block.slice("data: ".length))
    .map((data) => (data === "[DONE]" ? "[DONE]" : (JSON.parse(data) as ChatStreamEvent)));
}

const deltas = (events: ReturnType<typeof eventsOf>) =>
  events
    .filter(
      (event): event is { type: "text_delta"; delta: string } =>
        event !== "[DONE]" && event.type === "text_delta",
    )
    .map((event) => event.delta)
    .join("");

let stub: ChatStub;
beforeAll(async () => {
  stub = await ChatStub.start();
});
afterAll(() => stub.stop());

describe.each(databaseKinds)("the chat assistant on %s", (kind) => {
  let services: Services;
  let server: Server;
  let baseUrl: string;
  let cleanup: () => Promise<void> = async () => {};

  async function serve(environment: Record<string, string> = {}) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "chat-"));
    const { source, drop } = await createTestDatabaseSource(kind);
    services = await startServices(
      testConfig({
        DATA_DIR: dataDir,
        CHAT_API_URL: stub.url,
        CHAT_API_KEY: "stub-key",
        CHAT_MODEL: "stub-model",
        ...environment,
      }),
      source,
    );
    const app = createHttpApp({ services, ssr: (_request, response) => void response.status(404).end() });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cleanup = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stopServices(services).catch(() => {});
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  afterEach(async () => {
    await cleanup();
    stub.reset();
  });

  const send = (body: unknown, init: RequestInit = {}) =>
    fetch(`${baseUrl}${chatPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: typeof body === "string" ? body : JSON.stringify(body),
      ...init,
    });
  const storedMessages = () =>
    services.database.db
      .select({ role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages);

  it("streams a new thread's id, the answer in pieces, done and [DONE], and keeps the exchange", async () => {
    await serve();
    const response = await send({ message: "  What do you build?  " });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("content-encoding")).toBeNull();
    const events = eventsOf(await response.text());

    const first = events[0];
    expect(first).toEqual({ type: "thread_id", threadId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(events.slice(-2)).toEqual([{ type: "done" }, "[DONE]"]);
    const middle = events.slice(1, -2);
    expect(middle.length).toBeGreaterThan(3);
    expect(middle.every((event) => event !== "[DONE]" && event.type === "text_delta")).toBe(true);
    expect(deltas(events)).toBe(STUB_TEXT);

    // The provider got the key, the model, the site's own content as instructions, and the trimmed message.
    const [request] = stub.requests;
    expect(request?.authorization).toBe("Bearer stub-key");
    expect(request?.body.model).toBe("stub-model");
    expect(request?.body.stream).toBe(true);
    const system = String(request?.body.messages[0]?.content);
    expect(request?.body.messages[0]?.role).toBe("system");
    for (const service of agencyServices) expect(system).toContain(service.title);
    expect(system).toContain("/book-call");
    expect(request?.body.messages.at(-1)).toEqual({ role: "user", content: "What do you build?" });
    expect(request?.body.tools?.map((tool) => tool.function.name)).toEqual(["nextBookableTimes"]);

    const threadId = (first as { threadId: string }).threadId;
    expect(await storedMessages()).toEqual([
      { role: "user", content: "What do you build?" },
      { role: "assistant", content: STUB_TEXT },
    ]);

    // The same browser resumes it: its messages by id, and the next question carries the history.
    const resumed = await fetch(`${baseUrl}${chatThreadPath(threadId)}`);
    expect(resumed.headers.get("cache-control")).toBe("no-store");
    expect(await resumed.json()).toEqual({
      messages: [
        { role: "user", content: "What do you build?" },
        { role: "assistant", content: STUB_TEXT },
      ],
    });
    const next = eventsOf(await (await send({ message: "And the price?", threadId })).text());
    expect(next[0]).toEqual({ type: "text_delta", delta: expect.any(String) });
    expect(next.some((event) => event !== "[DONE]" && event.type === "thread_id")).toBe(false);
    expect(stub.requests[1]?.body.messages.slice(1)).toEqual([
      { role: "user", content: "What do you build?" },
      { role: "assistant", content: STUB_TEXT },
      { role: "user", content: "And the price?" },
    ]);
    // Nobody else can read a thread without its id, nor guess one.
    expect((await fetch(`${baseUrl}${chatThreadPath("x".repeat(43))}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}${chatThreadPath("short")}`)).status).toBe(404);
  });

  it("answers the provider's 429 and 402 with the specification's words, and its other failures with a sentence", async () => {
    await serve();
    stub.queue("429", "402", "500");
    const limited = await send({ message: "Hi" });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toBe("Rate limit exceeded. Please try again shortly.");
    const credits = await send({ message: "Hi" });
    expect(credits.status).toBe(402);
    expect(await credits.text()).toBe("AI credits required. Please top up to continue.");
    const failed = await send({ message: "Hi" });
    expect(failed.status).toBe(502);
    expect(await failed.text()).toBe(
      "The assistant could not answer right now. Please try again in a moment.",
    );
    // One request each: a 429 is not retried behind the visitor's back; nothing was kept.
    expect(stub.requests).toHaveLength(3);
    expect(await storedMessages()).toEqual([]);
    expect(await services.database.db.select().from(chatThreads)).toEqual([]);
  });

  it("ends a stream that breaks half-way with an error event and [DONE], keeping nothing", async () => {
    await serve();
    stub.queue("break");
    const response = await send({ message: "Tell me everything" });
    expect(response.status).toBe(200);
    const events = eventsOf(await response.text());
    expect(events[0]).toMatchObject({ type: "thread_id" });
    expect(deltas(events).length).toBeGreaterThan(0);
    expect(STUB_TEXT.startsWith(deltas(events))).toBe(true);
    expect(events.slice(-2)).toEqual([{ type: "error", error: messages.interrupted }, "[DONE]"]);
    expect(events.some((event) => event !== "[DONE]" && event.type === "done")).toBe(false);
    expect(await storedMessages()).toEqual([]);
  });

  it("refuses empty, blank, oversized and unreadable messages without asking the provider", async () => {
    await serve();
    const cases: [unknown, number, string][] = [
      [{ message: "" }, 400, messages.empty],
      [{ message: " \n\t " }, 400, messages.empty],
      [{}, 400, messages.empty],
      [{ message: 42 }, 400, messages.empty],
      [{ message: "a".repeat(2001) }, 400, messages.tooLong],
      [{ message: "Hi", threadId: "not-a-thread" }, 400, "This conversation could not be found."],
      ["{not json", 400, "This request could not be read. Please try again."],
      // Refused before the chat reads it, as every route refuses such a body (server/http/body-limit.ts).
      [
        JSON.stringify({ message: "a".repeat(70_000) }),
        413,
        JSON.stringify({ code: "PAYLOAD_TOO_LARGE", message: BODY_TOO_LARGE_MESSAGE }),
      ],
    ];
    for (const [body, status, text] of cases) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(await response.text()).toBe(text);
    }
    const asText = await send(
      { message: "Hi" },
      { headers: { "Content-Type": "text/plain", Origin: baseUrl } },
    );
    expect(asText.status).toBe(415);
    // 2,000 characters are fine.
    expect((await send({ message: "a".repeat(2000) })).status).toBe(200);
    expect(stub.requests).toHaveLength(1);
  });

  it("refuses other sites and scripts without an Origin", async () => {
    await serve();
    const elsewhere = await send(
      { message: "Hi" },
      { headers: { "Content-Type": "application/json", Origin: "https://evil.example" } },
    );
    expect(elsewhere.status).toBe(403);
    const noOrigin = await send({ message: "Hi" }, { headers: { "Content-Type": "application/json" } });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.text()).toMatch(/did not come from this site's pages/);
    expect(stub.requests).toHaveLength(0);
  });

  it("cancels the provider's request when the visitor goes away", async () => {
    await serve();
    stub.queue("slow");
    const leaving = new AbortController();
    const response = await send({ message: "Hi" }, { signal: leaving.signal });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("text_delta")) {
      const read = await reader?.read();
      if (!read || read.done) break;
      text += decoder.decode(read.value);
    }
    expect(text).toContain("text_delta");
    leaving.abort();
    await expect.poll(() => stub.aborts, { timeout: 5000 }).toBe(1);
    // What the visitor saw is kept, as far as it went, and marked as cut short: shown again, it never
    // passes for a whole answer.
    await expect
      .poll(async () => (await storedMessages()).map((message) => message.role), { timeout: 5000 })
      .toEqual(["user", "assistant"]);
    const threadId = /"threadId":"([\w-]+)"/.exec(text)?.[1] ?? "";
    const { messages } = (await (await fetch(`${baseUrl}${chatThreadPath(threadId)}`)).json()) as {
      messages: { role: string; content: string; stopped?: boolean }[];
    };
    expect(messages).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: expect.any(String), stopped: true },
    ]);
    expect(STUB_TEXT.startsWith(messages[1]?.content ?? "")).toBe(true);
    expect(messages[1]?.content).not.toBe(STUB_TEXT);
  });

  it("looks up real bookable times with its tool and answers with a relative booking link", async () => {
    await serve();
    const tomorrow = addDays(dateInZone(new Date(), services.config.agencyTimeZone), 1);
    await createSlot(services.database.db, { slotDate: tomorrow, slotTime: "09:00:00", status: "booked" });
    const slot = await createSlot(services.database.db, { slotDate: tomorrow, slotTime: "10:00:00" });
    const later = await createSlot(services.database.db, { slotDate: tomorrow, slotTime: "11:00:00" });
    stub.queue("tool");
    const events = eventsOf(await (await send({ message: "When can we talk?" })).text());
    const link = `/book-call?date=${tomorrow}&slot=${slot.id}`;
    expect(deltas(events)).toBe(`The next free time is here: [book it](${link})`);
    expect(events.slice(-2)).toEqual([{ type: "done" }, "[DONE]"]);

    // The provider was asked twice: the tool's result, from the database, went back to it.
    expect(stub.requests).toHaveLength(2);
    const toolMessage = stub.requests[1]?.body.messages.at(-1);
    expect(toolMessage?.role).toBe("tool");
    const result = JSON.parse(String(toolMessage?.content));
    expect(result.times.map((time: { time: string; link: string }) => [time.time, time.link])).toEqual([
      ["10:00", link],
      ["11:00", `/book-call?date=${tomorrow}&slot=${later.id}`],
    ]);
    expect(result.times[0].zone).toMatch(/America\/Monterrey/);
  });

  it("states the owner's booking rules as they stand at each turn: a change shows in the next answer", async () => {
    await serve();
    await setWeeklyHours(services.database.db, { Tuesday: ["08:00:00", "12:00:00"] });
    const system = (index: number) => String(stub.requests[index]?.body.messages[0]?.content);
    const first = eventsOf(await (await send({ message: "How far ahead can I book?" })).text());
    expect(system(0)).toContain(
      "- Calls can be booked for today and the next 6 days; nothing further ahead.",
    );
    expect(system(0)).toContain("- A call must start more than 1 hour after it is booked.");
    expect(system(0)).toContain("(America/Monterrey): Tuesday 08:00–12:00;");

    // The owner saves new rules in the settings (the settings page's own action), the server keeps running.
    await bookingRulesAction(services, "save-rules", {
      notice_minutes: "180",
      horizon_days: "30",
      buffer_before_minutes: "15",
      buffer_after_minutes: "0",
      daily_cap: "2",
    });
    const threadId = (first[0] as { threadId: string }).threadId;
    await (await send({ message: "And now?", threadId })).text();
    expect(system(1)).toContain(
      "- Calls can be booked for today and the next 29 days; nothing further ahead.",
    );
    expect(system(1)).toContain("- A call must start more than 3 hours after it is booked.");
    expect(system(1)).toContain("- The agency keeps 15 minutes before each booked call free");
    expect(system(1)).toContain("- At most 2 calls are taken on one day.");
    expect(system(1)).not.toMatch(/next 6 days|more than 1 hour after/);
  });

  const overBudget =
    /^You have sent many messages in a short time\. Please wait \d+ minutes? and try again\.$/;

  it("limits requests to the provider per address, in the database", async () => {
    await serve();
    for (let count = 0; count < CHAT_CALL_LIMIT.limit; count++) {
      await chargeProviderCall(services.database.db, "127.0.0.1");
    }
    const response = await send({ message: "Hi" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await response.text()).toMatch(overBudget);
    expect(stub.requests).toHaveLength(0);
  });

  it("counts each step of the tool loop against the address's budget, and ends an answer that spends it", async () => {
    await serve();
    const answers: ReturnType<typeof eventsOf>[] = [];
    let refused: Response | undefined;
    // A provider that calls the tool at every step: each message takes all the steps it may.
    while (answers.length < CHAT_CALL_LIMIT.limit) {
      const response = await send({ message: "[stub:loop] When can we talk?" });
      if (response.status !== 200) {
        refused = response;
        break;
      }
      answers.push(eventsOf(await response.text()));
    }
    expect(stub.requests).toHaveLength(CHAT_CALL_LIMIT.limit);
    expect(answers).toHaveLength(Math.ceil(CHAT_CALL_LIMIT.limit / MAX_STEPS_PER_ANSWER));
    expect(answers[0]?.slice(-2)).toEqual([{ type: "done" }, "[DONE]"]);
    // The budget ran out part-way through the last answer: it ends with the reason, not more requests.
    expect(answers.at(-1)?.slice(-2)).toEqual([
      { type: "error", error: expect.stringMatching(overBudget) },
      "[DONE]",
    ]);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused?.text()).toMatch(overBudget);
    expect(stub.requests).toHaveLength(CHAT_CALL_LIMIT.limit);
  });

  it("bounds a thread's messages and tokens, and purges old threads", async () => {
    await serve({ CHAT_MAX_MESSAGES: "4", CHAT_MAX_TOKENS: "1000" });
    const first = eventsOf(await (await send({ message: "One" })).text());
    const threadId = (first[0] as { threadId: string }).threadId;
    const two = await send({ message: "Two", threadId });
    expect(two.status).toBe(200);
    await two.text();
    const full = await send({ message: "Three", threadId });
    expect(full.status).toBe(409);
    expect(await full.text()).toBe(messages.threadFull);
    expect(stub.requests).toHaveLength(2);

    const second = eventsOf(await (await send({ message: "Other" })).text());
    const otherId = (second[0] as { threadId: string }).threadId;
    await saveExchange(services.database.db, otherId, { question: "q", answer: "a", tokens: 1000 });
    expect((await send({ message: "More", threadId: otherId })).status).toBe(409);

    // A purged thread is gone with its messages; the browser that held it starts a new one.
    await services.database.db
      .update(chatThreads)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(chatThreads.id, threadId));
    expect(await purgeThreads(services.database.db, 30)).toBe(1);
    expect(await purgeThreads(services.database.db, 30)).toBe(0);
    expect((await fetch(`${baseUrl}${chatThreadPath(threadId)}`)).status).toBe(404);
    const again = eventsOf(await (await send({ message: "Back", threadId })).text());
    expect(again[0]).toEqual({ type: "thread_id", threadId: expect.not.stringMatching(threadId) });
  });

  it("says the assistant is not available, and asks nothing of anyone, when unconfigured", async () => {
    await serve({ CHAT_API_URL: "", CHAT_API_KEY: "", CHAT_MODEL: "" });
    expect(await (await fetch(`${baseUrl}${chatSettingsPath}`)).json()).toEqual({ configured: false });
    const response = await send({ message: "Hi" });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(messages.notConfigured);
    expect(stub.requests).toHaveLength(0);
  });

  it("tells the browser it is configured without the key", async () => {
    await serve();
    const response = await fetch(`${baseUrl}${chatSettingsPath}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ configured: true });
    expect(text).not.toContain("stub-key");
  });
});
