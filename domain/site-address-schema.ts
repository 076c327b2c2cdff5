import { httpUrlOf } from "./web-address";
import { z } from "./zod";

// The site's address that e-mailed links point to when PUBLIC_URL is unset: one schema for the
// settings form and its action. Only the origin is kept (scheme, host, port).

export const MAX_SITE_ADDRESS_LENGTH = 200;

export const siteAddressMessages = {
  empty: "Enter the address visitors reach the site at, such as https://agency.example",
  tooLong: `The address is too long (at most ${MAX_SITE_ADDRESS_LENGTH} characters)`,
  notAddress: "This is not a web address. Write it like https://agency.example",
  scheme: "The address must start with https:// or http://",
  credentials: "The address must not contain a user name or password",
};

/** The origin of a web address the owner typed, or the reason it is not one. */
export function siteOriginOf(typed: string): { ok: true; origin: string } | { ok: false; message: string } {
  const text = typed.trim();
  if (text === "") return { ok: false, message: siteAddressMessages.empty };
  if (text.length > MAX_SITE_ADDRESS_LENGTH) return { ok: false, message: siteAddressMessages.tooLong };
  // A bare host name ("agency.example") is what people often type: it means https.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  const checked = httpUrlOf(withScheme, siteAddressMessages);
  return checked.ok ? { ok: true, origin: checked.url.origin } : checked;
}

export const siteAddressSchema = z.object({
  intent: z.literal("save-site-address"),
  address: z.string({ error: siteAddressMessages.empty }).transform((typed, context) => {
    const checked = siteOriginOf(typed);
    if (checked.ok) return checked.origin;
    context.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  }),
});

/** A loopback address: customers who open a link to it reach their own machine, not the site. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\./.test(host);
}
