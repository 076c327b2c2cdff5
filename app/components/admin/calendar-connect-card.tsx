import { connectCalDavSchema, connectIcsSchema } from "@domain/calendar-connect-schema";
import { useState } from "react";
import { TitledCard } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useAnswerToast } from "~/lib/answer-toast";
import { useFetcherAnswer } from "~/lib/fetcher-answer";
import { CheckedForm, useCheckedForm } from "./checked-form";

/**
 * Connecting a calendar: a CalDAV account (its calendars are found and all count as busy at first), or
 * a private ICS address. The server reads it before keeping anything.
 */
export function CalendarConnectCard() {
  return (
    <TitledCard
      title="Connect a Calendar"
      description="Your own calendar's events then hide the times they overlap. The password and the private address stay on the server."
    >
      <div className="flex flex-col gap-6">
        <CalDavForm />
        <IcsForm />
      </div>
    </TitledCard>
  );
}

type CalDavField = "server_url" | "username" | "password";

const noAccount = { server_url: "", username: "", password: "" };

function CalDavForm() {
  const [values, setValues] = useState(noAccount);
  const form = useCheckedForm<CalDavField>(connectCalDavSchema, { intent: "connect-caldav", ...values });
  // Connected: the form is emptied, so the password leaves the page and a second Connect adds nothing.
  useFetcherAnswer(form.fetcher, (answer) => {
    if (answer.ok) setValues(noAccount);
  });
  useAnswerToast(form.fetcher, "calendar-connect", {
    success: "Calendar connected",
    failure: "Calendar not connected",
  });
  const field = (name: CalDavField) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: event.target.value }),
  });
  const pending = form.fetcher.state !== "idle";
  return (
    <ConnectSection id="caldav" title="CalDAV account" examples="Fastmail, iCloud, Nextcloud, Radicale…">
      <CheckedForm
        form={form}
        intent="connect-caldav"
        submit={pending ? "Connecting..." : "Connect CalDAV account"}
      >
        <div className="sm:col-span-2">
          <FormField id="server_url" label="Server address" error={form.errors?.server_url}>
            {(control) => (
              <Input
                {...control}
                {...field("server_url")}
                type="url"
                inputMode="url"
                placeholder="https://caldav.fastmail.com"
              />
            )}
          </FormField>
        </div>
        <FormField id="username" label="User name" error={form.errors?.username}>
          {(control) => <Input {...control} {...field("username")} autoComplete="off" />}
        </FormField>
        <FormField id="password" label="App password" error={form.errors?.password}>
          {(control) => (
            <Input {...control} {...field("password")} type="password" autoComplete="new-password" />
          )}
        </FormField>
      </CheckedForm>
    </ConnectSection>
  );
}

function IcsForm() {
  const [address, setAddress] = useState("");
  const form = useCheckedForm<"ics_url">(connectIcsSchema, { intent: "connect-ics", ics_url: address });
  // The private address is a secret too: once connected, it leaves the page.
  useFetcherAnswer(form.fetcher, (answer) => {
    if (answer.ok) setAddress("");
  });
  useAnswerToast(form.fetcher, "calendar-connect-ics", {
    success: "Calendar connected",
    failure: "Calendar not connected",
  });
  const pending = form.fetcher.state !== "idle";
  return (
    <ConnectSection
      id="ics"
      title="Private ICS address"
      examples="Google's secret address in iCal format, Outlook's published calendar"
    >
      <CheckedForm
        form={form}
        intent="connect-ics"
        submit={pending ? "Connecting..." : "Connect ICS address"}
      >
        <div className="sm:col-span-2">
          <FormField id="ics_url" label="Private address" error={form.errors?.ics_url}>
            {(control) => (
              <Input
                {...control}
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
              />
            )}
          </FormField>
        </div>
      </CheckedForm>
    </ConnectSection>
  );
}

function ConnectSection({
  id,
  title,
  examples,
  children,
}: {
  id: string;
  title: string;
  examples: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="font-medium">
        {title} <span className="font-normal text-muted-foreground">({examples})</span>
      </h3>
      {children}
    </section>
  );
}
