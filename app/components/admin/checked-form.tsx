import { type ActionResult, type FieldErrors, fieldErrorsIn, fieldErrorsOf } from "@domain/action-result";
import type { z } from "@domain/zod";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { useSchemaCheck } from "./schema-check";

/**
 * A settings form checked in the browser with the server's own schema before it is sent: each
 * field's error (the browser's check, else the server's answer) and the refusal for the whole form.
 */
export function useCheckedForm<Field extends string>(schema: z.ZodType, values: unknown) {
  const fetcher = useFetcher<ActionResult<Field>>();
  const { refused, checkBeforeSubmit } = useSchemaCheck(schema, () => values);
  const idle = fetcher.state === "idle";
  const errors: FieldErrors<Field> | undefined = refused
    ? fieldErrorsOf<Field>(refused)
    : idle
      ? fieldErrorsIn(fetcher.data)
      : undefined;
  const refusal = idle && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return { fetcher, errors, refusal, checkBeforeSubmit };
}

/** The checked form in two columns: its intent, its fields, the refusal when no field explains it, its button. */
export function CheckedForm<Field extends string>({
  form,
  intent,
  submit,
  children,
}: {
  form: ReturnType<typeof useCheckedForm<Field>>;
  intent: string;
  submit: React.ReactNode;
  children: React.ReactNode;
}) {
  const { fetcher, errors, refusal, checkBeforeSubmit } = form;
  return (
    <fetcher.Form method="post" noValidate onSubmit={checkBeforeSubmit} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {children}
      {refusal && !errors ? <FormAlert className="sm:col-span-2">{refusal}</FormAlert> : null}
      <Button type="submit" className="justify-self-start sm:col-span-2" pending={fetcher.state !== "idle"}>
        {submit}
      </Button>
    </fetcher.Form>
  );
}
