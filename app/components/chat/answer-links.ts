import { sameSitePath } from "~/lib/same-site-path";

// The assistant links to pages of this site as Markdown, `[Book Tuesday 10:00](/book-call?...)`. Only
// links to this site become links: an answer can never send the visitor to another site.
const markdownLink = /\[([^\]\n]{1,200})\]\(([^\s)]+)\)/g;

export type AnswerPart = string | { label: string; href: string; at: number };

/** An answer as it is shown: its text, with each link to this site in place of its Markdown. */
export function answerParts(text: string, origin: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of text.matchAll(markdownLink)) {
    const [whole, label = "", written = ""] = match;
    const href = sameSitePath(written, origin);
    if (href === null) continue;
    parts.push(text.slice(last, match.index), { label, href, at: match.index });
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** The words a sighted visitor reads in an answer: a link is its label, not its Markdown. */
export function answerWords(text: string, origin: string): string {
  return answerParts(text, origin)
    .map((part) => (typeof part === "string" ? part : part.label))
    .join("");
}
