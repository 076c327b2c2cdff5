// The chat assistant's end-to-end tests run against a server of their own, configured with a chat
// provider: the OpenAI-compatible stub (tests/support/chat-stub.ts) that Playwright's global setup
// starts. The other servers stay unconfigured, so the Coming Soon placeholder is tested there.

const appPort = Number(process.env.E2E_PORT ?? 4317);
export const e2eChatPort = appPort + 3;
export const e2eChatStubPort = Number(process.env.E2E_CHAT_STUB_PORT ?? appPort + 5);
