import { sendOversizedBody } from "./oversized-body";
import type { ProbeResult } from "./result";

// Oversized bodies in parallel to Better Auth's endpoints and a page's form, half with their length
// declared, half streamed without one: each must be refused (413) at once, without the server
// reading or holding them.

const BODY_BYTES = 50 * 1024 * 1024;
const routes = ["/api/auth/sign-out", "/api/auth/sign-in/email", "/admin/login", "/book-call.data"];

export async function oversizedBodies(origin: string): Promise<Omit<ProbeResult, "peakRssBytes">> {
  const answers = await Promise.all(
    routes.flatMap((route) =>
      [true, false].map((declared) =>
        sendOversizedBody(`${origin}${route}`, { bytes: BODY_BYTES, declared, headers: { Origin: origin } }),
      ),
    ),
  );
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  const sentMb = answers.reduce((sum, answer) => sum + answer.sentBytes, 0) / 1024 / 1024;
  return {
    probe: `${answers.length} × 50 MB bodies in parallel`,
    sent: answers.length,
    accepted: answers.filter((answer) => answer.status >= 200 && answer.status < 300).length,
    refused: answers.filter((answer) => answer.status === 413).length,
    note: `413 within ${Math.round(slowest)} ms; ${sentMb.toFixed(0)} of ${answers.length * 50} MB got out before the cut`,
  };
}
