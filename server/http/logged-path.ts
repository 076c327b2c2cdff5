// A path as the log writes it: a booking's manage link carries the token that opens it, so that
// part never reaches a log line (anyone reading the log could cancel the call). The path is read as
// loosely as any router or browser might read it — percent-decoded however often it was encoded, any
// case, backslashes and repeated slashes as one, tabs and line breaks dropped — and whatever follows
// a `booking` segment is left out. Every form of a manage link is written the one way.

const MANAGE_LINK = "/booking/…";

export function loggedPath(path: string): string {
  const readable = decoded(path)
    .replace(/[\t\r\n]/g, "")
    .toLowerCase();
  if (!readable.split(/[/\\]+/).includes("booking")) return path;
  return readable.endsWith(".data") ? `${MANAGE_LINK}.data` : MANAGE_LINK;
}

/** Every `%XX` decoded, again and again until none is left: no malformed sequence stops it. */
function decoded(path: string) {
  let text = path;
  for (;;) {
    const next = text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === text) return text;
    text = next;
  }
}
