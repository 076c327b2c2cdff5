import { type ActionResult, fieldErrorsIn, formErrorIn, invalidInput } from "@domain/action-result";
import { type LoginField, loginSchema } from "@domain/login-schema";
import { servicesContext } from "@domain/router-context";
import { SESSION_ENDED, signInReturnPath } from "@domain/sign-in-return";
import { useEffect, useState } from "react";
import { redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { LoginForm } from "~/components/admin/login-form";
import { Brand } from "~/components/site/brand";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { adminMeta } from "~/lib/admin-meta";
import { dismissAnswer, showAnswer } from "~/lib/answer-toast";
import { answerOrRefusal } from "~/lib/refusals";
import { adminExists } from "../../../server/auth/first-admin";
import { requireAdmin } from "../../../server/auth/require-admin";
import { signInAdmin } from "../../../server/auth/sign-in";
import { answer } from "../../../server/http/action-answer";
import { readForm } from "../../../server/http/read-form";
import { confirmSiteAddressIfUnset } from "../../../server/site-address/site-address";
import type { Route } from "./+types/login";

const TOAST_ID = "login";

type LoginAnswer = ActionResult<LoginField>;

export function meta() {
  return adminMeta("Admin Login");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const check = await requireAdmin(services, request.headers);
  if (check.ok) throw redirect(signInReturnPath(request.url));
  const { publicUrl } = services.config;
  return {
    // Secure cookies (an https PUBLIC_URL) are dropped by a browser on plain http away from this machine.
    secureSite: publicUrl?.startsWith("https://") ? publicUrl : undefined,
    noAdminYet: !(await adminExists(services.database.db)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return answer<LoginAnswer>(read);
  const parsed = loginSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) return answer<LoginAnswer>(invalidInput(parsed.error));
  // Anything unexpected is answered by the root middleware: 500 with a reference (request-errors.ts).
  const services = context.get(servicesContext);
  const outcome = await signInAdmin(services, parsed.data, request.headers);
  if (!outcome.ok) return answer<LoginAnswer>(outcome);
  // An admin created by ADMIN_EMAIL or `npm run admin` confirms the address at their first sign-in.
  await confirmSiteAddressIfUnset(services.database.db, new URL(request.url).origin, "an admin's sign-in");
  const headers = new Headers();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  // Back to the admin page that sent them here (its address is in the sign-in page's), else the dashboard.
  return redirect(signInReturnPath(request.url), { headers });
}

/** The server's answer, or why there was none (another site, a failure with its reference, no network). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

/** After a refused attempt there is nothing to reload (and if the server is gone, nothing could load). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult ? false : defaultShouldRevalidate;
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const refusal = formErrorIn(actionData);
  const refused = refusal && actionData && !actionData.ok ? actionData : undefined;
  // The spec's 'Login failed' for a refused sign-in; 'Error' when the server failed or could not be reached.
  const title = refused && (refused.status === 0 || refused.status >= 500) ? "Error" : "Login failed";
  const insecure = useInsecurePageFor(loaderData?.secureSite);

  useEffect(() => {
    if (refusal) showAnswer(TOAST_ID, "error", title, refusal);
    else dismissAnswer(TOAST_ID);
  }, [refusal, title]);
  // Signed in: the dashboard shows no failure from before.
  useEffect(() => () => dismissAnswer(TOAST_ID), []);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4">
      <Brand />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">Admin Login</h1>
          <CardDescription>Sign in to manage bookings and availability.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {params.get("session") === SESSION_ENDED && !actionData ? (
            <FormAlert tone="note">Your session has ended. Sign in again to continue.</FormAlert>
          ) : null}
          {loaderData?.noAdminYet ? (
            <FormAlert tone="note">
              No admin account exists yet. Open the one-time setup link that <code>npm start</code> printed in
              the server's console, or create one with <code>npm run admin -- create</code>.
            </FormAlert>
          ) : null}
          {insecure ? (
            <FormAlert tone="note">
              This page is open over plain http, where the browser will not keep a secure sign-in. Sign in at{" "}
              <a href={insecure} className="underline">
                {insecure}
              </a>{" "}
              instead.
            </FormAlert>
          ) : null}
          <LoginForm serverErrors={fieldErrorsIn(actionData)} refusal={refusal} />
        </CardContent>
      </Card>
    </main>
  );
}

/** The secure sign-in page to use instead, when this one is open where secure cookies cannot be kept. */
function useInsecurePageFor(secureSite: string | undefined) {
  const [insecure, setInsecure] = useState<string>();
  useEffect(() => {
    if (secureSite && !window.isSecureContext) setInsecure(`${secureSite}/admin/login`);
  }, [secureSite]);
  return insecure;
}
