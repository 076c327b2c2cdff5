import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newThreadId, saveExchange, startThread } from "../../server/chat/threads";
import { chatThreads } from "../../server/db/schema";
import { postForm, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The admin's read-only view of the chat assistant's conversations, and its one action: delete one.

describe.each(databaseKinds)("the admin's chat threads on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  const older = newThreadId();
  const newer = newThreadId();

  beforeAll(async () => {
    ({ app, cookie } = await startSignedIn(kind));
    const { db } = app.services.database;
    await startThread(db, older);
    await saveExchange(db, older, { question: "Do you build chatbots?", answer: "Yes, we do.", tokens: 30 });
    await startThread(db, newer);
    await saveExchange(db, newer, {
      question: "When can we talk?",
      answer: "Tomorrow at 10:00.",
      tokens: 40,
    });
    await saveExchange(db, newer, {
      question: "And on Friday?",
      answer: "On Friday we",
      tokens: 20,
      stopped: true,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists recent threads, newest first, with their messages in order", async () => {
    const response = await app.request("/admin/chat-threads", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.text();
    const order = ["When can we talk?", "Tomorrow at 10:00.", "Do you build chatbots?", "Yes, we do."].map(
      (text) => page.indexOf(text),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).toContain("Chat threads");
    // The dashboard leads there.
    expect(await (await app.request("/admin", { headers: { Cookie: cookie } })).text()).toContain(
      'href="/admin/chat-threads"',
    );
  });

  it("marks the answer the visitor stopped, and only that one", async () => {
    const html = await (await app.request("/admin/chat-threads", { headers: { Cookie: cookie } })).text();
    const marks = [...html.matchAll(/Stopped by the visitor\./g)].map((match) => match.index);
    expect(marks).toHaveLength(1);
    expect(html.indexOf("On Friday we")).toBeLessThan(marks[0] ?? 0);
    expect(html.indexOf("Tomorrow at 10:00.")).toBeLessThan(html.indexOf("On Friday we"));
  });

  it("writes its times as every admin screen writes dates, on the 24-hour clock, and counts in words", async () => {
    const html = await (await app.request("/admin/chat-threads", { headers: { Cookie: cookie } })).text();
    const page = html.replaceAll("<!-- -->", "");
    const dateTime = /[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (CST|CDT)/;
    expect(page).toMatch(new RegExp(`Conversation of ${dateTime.source}`));
    expect(page).toMatch(new RegExp(`2 messages · last ${dateTime.source}`));
    expect(page).not.toMatch(/\d (AM|PM)\b/);
  });

  it("deletes a thread on the admin's request, and says why when it cannot", async () => {
    const threadAction = (fields: Record<string, string>) =>
      postForm(app, "/admin/chat-threads.data", fields, cookie);
    const deleted = await threadAction({ intent: "delete", thread_id: older });
    expect(deleted.status).toBe(200);
    const left = await app.services.database.db.select({ id: chatThreads.id }).from(chatThreads);
    expect(left.map((thread) => thread.id)).toEqual([newer]);

    const again = await threadAction({ intent: "delete", thread_id: older });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("This conversation no longer exists.");
    const bad = await threadAction({ intent: "delete", thread_id: "nope" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("This conversation could not be found.");
    const unknown = await threadAction({ intent: "erase", thread_id: newer });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unknown chat thread action");
    expect(await app.services.database.db.select({ id: chatThreads.id }).from(chatThreads)).toHaveLength(1);
  });
});
