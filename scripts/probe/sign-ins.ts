import { performance } from "node:perf_hooks";
import type { ProbeResult } from "./result";
import { probeAdmin } from "./server";

// Failed sign-ins for the owner's account from many addresses, then the owner with the right
// password from an address of their own: they must get in.

const FAILURES = 40;

function signIn(origin: string, password: string, address: string) {
  return fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": address },
    body: JSON.stringify({ email: probeAdmin.email, password }),
  }).then((response) => response.status);
}

export async function signInLockout(origin: string): Promise<Omit<ProbeResult, "peakRssBytes">> {
  const failures = await Promise.all(
    Array.from({ length: FAILURES }, (_, index) => signIn(origin, "a-wrong-guess", `203.0.113.${index + 1}`)),
  );
  const started = performance.now();
  const owner = await signIn(origin, probeAdmin.password, "198.51.100.200");
  const ms = performance.now() - started;
  return {
    probe: `${FAILURES} failed sign-ins for the owner from ${FAILURES} addresses, then the owner`,
    sent: FAILURES + 1,
    accepted: failures.filter((status) => status === 200).length + (owner === 200 ? 1 : 0),
    refused: failures.filter((status) => status >= 400).length + (owner >= 400 ? 1 : 0),
    note: `the owner got ${owner} in ${Math.round(ms)} ms`,
  };
}
