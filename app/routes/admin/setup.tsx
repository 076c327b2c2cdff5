import {
  type ActionResult,
  type FieldErrors,
  fieldErrorsIn,
  fieldErrorsOf,
  formErrorIn,
  invalidInput,
} from "@domain/action-result";
import { type AdminSetupField, adminSetupSchema } from "@domain/admin-setup-schema";
import { servicesContext } from "@domain/router-context";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { adminMeta } from "~/lib/admin-meta";
import { answerOrRefusal } from "~/lib/refusals";
import { adminExists, createFirstAdmin, isSetupToken } from "../../../server/auth/first-admin";
import { signInAdmin } from "../../../server/auth/sign-in";
import { answer } from "../../../server/http/action-answer";
import { readForm } from "../../../server/http/read-form";
import { confirmSiteAddressIfUnset } from "../../../server/site-address/site-address";
import type { Route } from "./+types/setup";

// The first admin, from the one-time link `npm start` prints while no admin exists.

type SetupAnswer = ActionResult<AdminSetupField>;

const INVALID_LINK =
  "This setup link is not valid. Use the link printed by `npm start` in the server's console (each start prints a new one while no admin exists).";
const ADMIN_EXISTS = "An admin account already exists. Sign in instead.";

export function meta() {
  return adminMeta("Create the admin account");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (await adminExists(database.db))
    return data({ state: "admin-exists" as const, token: "" }, { status: 409 });
  if (!(await isSetupToken(database.db, token)))
    return data({ state: "invalid-link" as const, token: "" }, { status: 404 });
  return { state: "form" as const, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer<SetupAnswer>(read);
  const form = Object.fromEntries(read.form);
  const parsed = adminSetupSchema.safeParse(form);
  if (!parsed.success) return answer<SetupAnswer>(invalidInput(parsed.error));
  const credentials = { email: parsed.data.email, password: parsed.data.password };
  const outcome = await createFirstAdmin(
    services.auth,
    services.database.db,
    String(form.token ?? ""),
    credentials,
  );
  if (outcome !== "created") {
    const status = outcome === "admin-exists" ? 409 : 404;
    const message = outcome === "admin-exists" ? ADMIN_EXISTS : INVALID_LINK;
    return answer<SetupAnswer>({ ok: false, status, message });
  }
  // Whoever holds the printed link is the owner: the address they opened it at is the site's.
  await confirmSiteAddressIfUnset(
    services.database.db,
    new URL(request.url).origin,
    "the first admin's setup",
  );
  const signedIn = await signInAdmin(services, credentials, request.headers);
  if (!signedIn.ok) throw redirect("/admin/login");
  const headers = new Headers();
  for (const cookie of signedIn.setCookies) headers.append("Set-Cookie", cookie);
  return redirect("/admin", { headers });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin/setup");
  const [clientErrors, setClientErrors] = useState<FieldErrors<AdminSetupField>>();
  const errors = clientErrors ?? fieldErrorsIn(actionData) ?? {};
  const refusal = formErrorIn(actionData);

  function checkBeforeSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = adminSetupSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setClientErrors(result.success ? undefined : fieldErrorsOf<AdminSetupField>(result.error));
    if (!result.success) event.preventDefault();
  }

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">Create the admin account</h1>
          <CardDescription>
            The account that signs in at /admin to manage availability and bookings.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {loaderData.state === "form" ? (
            <Form method="post" noValidate onSubmit={checkBeforeSubmit} className="flex flex-col gap-4">
              <input type="hidden" name="token" value={loaderData.token} />
              <FormField id="email" label="Email" error={errors.email}>
                {(control) => <Input {...control} type="email" autoComplete="username" required />}
              </FormField>
              <FormField
                id="password"
                label="Password"
                hint="(at least 8 characters)"
                error={errors.password}
              >
                {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
              </FormField>
              <FormField id="confirm" label="Repeat the password" error={errors.confirm}>
                {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
              </FormField>
              {refusal && !creating ? <FormAlert>{refusal}</FormAlert> : null}
              <Button type="submit" disabled={creating}>
                {creating ? "Creating..." : "Create admin account"}
              </Button>
            </Form>
          ) : (
            <>
              <FormAlert>{loaderData.state === "admin-exists" ? ADMIN_EXISTS : INVALID_LINK}</FormAlert>
              <Link to="/admin/login" className="text-sm text-primary underline underline-offset-4">
                Go to the sign-in page
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
