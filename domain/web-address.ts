// The one reading of a web address a person typed (the site's address, a webhook endpoint): an http(s)
// URL with a host and no user name or password. Each form words the refusal its own way.

export interface WebAddressMessages {
  notAddress: string;
  scheme: string;
  credentials: string;
}

export function httpUrlOf(
  text: string,
  messages: WebAddressMessages,
): { ok: true; url: URL } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: messages.notAddress };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, message: messages.scheme };
  if (url.username || url.password) return { ok: false, message: messages.credentials };
  if (!url.hostname) return { ok: false, message: messages.notAddress };
  return { ok: true, url };
}
