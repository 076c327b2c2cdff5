// How every page action reads its form: only a form (urlencoded or multipart), of a size a person's
// form can have, with text fields only, each sent once. Anything else gets a 4xx and a sentence.

/** Far above any of our forms (the booking form's longest, notes at 1000 characters, is under 12 KB). */
export const MAX_FORM_BYTES = 64 * 1024;

export const formMessages = {
  notAForm: "This request must be sent as a form.",
  tooLarge: "This form is too large.",
  unreadable: "This form could not be read. Please try again.",
  file: "Files cannot be sent with this form.",
  repeated: "Each field of this form may be sent only once.",
};

export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The body, or null when it is larger than `maxBytes`. Either way the body is read to its end, so the
 * client is still listening when the answer comes (as Express's own body parsers do).
 */
async function bodyUpTo(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size <= maxBytes) chunks.push(read.value);
  }
  if (size > maxBytes) return null;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormRead> {
  const contentType = request.headers.get("content-type") ?? "";
  const isForm = formTypes.has(contentType.split(";")[0]?.trim().toLowerCase() ?? "");
  const body = await bodyUpTo(request, isForm ? maxBytes : 0);
  if (!isForm) return { ok: false, status: 415, message: formMessages.notAForm };
  if (!body) return { ok: false, status: 413, message: formMessages.tooLarge };
  let parsed: FormData;
  try {
    parsed = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { ok: false, status: 400, message: formMessages.unreadable };
  }
  const seen = new Set<string>();
  for (const [name, value] of parsed) {
    if (typeof value !== "string") return { ok: false, status: 400, message: formMessages.file };
    // Two values for one name would leave the action to pick one silently.
    if (seen.has(name)) return { ok: false, status: 400, message: formMessages.repeated };
    seen.add(name);
  }
  return { ok: true, form: parsed };
}

/** A form's text fields by name (what `readForm` lets through; anything else is left out). */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}
