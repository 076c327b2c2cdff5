import { type FieldErrors, fieldErrorsOf } from "@domain/action-result";
import { type LoginField, loginSchema } from "@domain/login-schema";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

/** `refusal`: why the server did not sign in (wrong password, a limit with its wait, another site, …). */
export function LoginForm({
  serverErrors,
  refusal,
}: {
  serverErrors?: FieldErrors<LoginField>;
  refusal?: string;
}) {
  const navigation = useNavigation();
  const signingIn = navigation.state !== "idle" && navigation.formAction === "/admin/login";
  const [clientErrors, setClientErrors] = useState<FieldErrors<LoginField>>();
  const errors = clientErrors ?? serverErrors ?? {};

  function checkBeforeSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = loginSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrorsOf<LoginField>(result.error));
  }

  return (
    <Form method="post" noValidate onSubmit={checkBeforeSubmit} className="flex flex-col gap-4">
      <Field name="email" label="Email" type="email" autoComplete="username" error={errors.email} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      {refusal && !signingIn ? <FormAlert>{refusal}</FormAlert> : null}
      <Button type="submit" disabled={signingIn}>
        {signingIn ? "Signing in..." : "Sign In"}
      </Button>
    </Form>
  );
}

function Field({
  name,
  label,
  error,
  ...props
}: { name: LoginField; label: string; error?: string } & React.ComponentProps<"input">) {
  return (
    <FormField id={name} label={label} error={error}>
      {(control) => <Input {...control} required {...props} />}
    </FormField>
  );
}
