import { useEffect } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { toast } from "sonner";
import { LoginForm } from "~/components/admin/login-form";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { servicesContext } from "~/context";
import { adminMeta } from "~/lib/admin-meta";
import { type LoginField, loginSchema } from "~/lib/login-schema";
import { requireAdmin } from "../../../server/auth/require-admin";
import { signInAdmin } from "../../../server/auth/sign-in";
import { isDatabaseUnavailable } from "../../../server/db/unavailable";
import { readForm } from "../../../server/http/read-form";
import { logger } from "../../../server/logger";
import type { Route } from "./+types/login";

export function meta() {
  return adminMeta("Admin Login");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const check = await requireAdmin(context.get(servicesContext), request.headers);
  if (check.ok) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  const parsed = loginSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) {
    const fieldErrors: Partial<Record<LoginField, string>> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as LoginField] ??= issue.message;
    return data({ fieldErrors }, { status: 400 });
  }
  try {
    const outcome = await signInAdmin(context.get(servicesContext), parsed.data, request.headers);
    if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    return redirect("/admin", { headers });
  } catch (error) {
    // An outage is answered like everywhere else (503, server/http/service-unavailable.ts).
    if (isDatabaseUnavailable(error)) throw error;
    logger.error("Sign-in failed unexpectedly", error);
    return data({ unexpected: true as const }, { status: 500 });
  }
}

/** The server's answer, or — when it cannot be reached at all — the same "unexpected" answer. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { unexpected: true as const };
  }
}

/** After a refused attempt there is nothing to reload (and if the server is gone, nothing could load). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult ? false : defaultShouldRevalidate;
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (!actionData) return;
    if ("error" in actionData) toast.error("Login failed", { description: actionData.error });
    if ("unexpected" in actionData) toast.error("Error", { description: "An unexpected error occurred" });
  }, [actionData]);
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">Admin Login</h1>
          <CardDescription>Sign in to manage bookings and availability.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm
            serverErrors={actionData && "fieldErrors" in actionData ? actionData.fieldErrors : undefined}
          />
        </CardContent>
      </Card>
    </main>
  );
}
