// A path as the log writes it: a booking's manage link carries the token that opens it, so that
// part never reaches a log line (anyone reading the log could cancel the call).

const MANAGE_LINK = /^\/booking\/[^/?#]*?(\.data)?$/;

export function loggedPath(path: string): string {
  const manage = MANAGE_LINK.exec(path);
  return manage ? `/booking/…${manage[1] ?? ""}` : path;
}
