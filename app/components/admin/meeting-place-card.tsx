import {
  type MeetingKind,
  type MeetingPlaceField,
  type MeetingPlaceView,
  meetingKinds,
  meetingPlaceSchema,
} from "@domain/meeting-place";
import { choiceWords, meetingKindWords, videoServiceOf } from "@domain/meeting-place-words";
import { useState } from "react";
import { TitledCard } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useAnswerToast } from "~/lib/answer-toast";
import { CheckedForm, useCheckedForm } from "./checked-form";

const INTENT = "save-meeting-place";

/** The field a kind needs: the owner's video link, or the address. */
const detailFields = {
  video: {
    name: "video_url",
    label: "Video link",
    input: { type: "url", inputMode: "url", placeholder: "https://zoom.us/j/1234567890" },
  },
  address: {
    name: "address",
    label: "Address",
    input: { autoComplete: "street-address", placeholder: "1 Main St, Monterrey" },
  },
} as const;

/** How calls happen: the place every new booking is given, stated in its e-mails and invitation. */
export function MeetingPlaceCard({ view }: { view: MeetingPlaceView }) {
  const { choice } = view;
  const [values, setValues] = useState({
    kind: choice.kind as MeetingKind,
    video_url: choice.kind === "video" ? choice.url : "",
    address: choice.kind === "address" ? choice.address : "",
  });
  const form = useCheckedForm<MeetingPlaceField>(meetingPlaceSchema, { intent: INTENT, ...values });
  const { fetcher, errors } = form;
  useAnswerToast(fetcher, "meeting-place", {
    success: "Place to meet saved",
    failure: "Place to meet not saved",
  });
  const service = values.kind === "video" ? videoServiceOf(values.video_url) : undefined;
  const detail = values.kind === "video" || values.kind === "address" ? detailFields[values.kind] : undefined;

  return (
    <TitledCard
      title="Place to Meet"
      description="Where calls happen. Each new booking is given this place, shown on its confirmation, in its e-mails and in its calendar invitation. Calls already booked keep the place they were given."
    >
      <p className="mb-4 text-sm" data-testid="meeting-place-now">
        Now: <strong className="wrap-anywhere">{choiceWords(choice)}</strong>
        {view.chosen ? null : <span className="text-muted-foreground"> (the default)</span>}
      </p>
      <CheckedForm form={form} intent={INTENT} submit={fetcher.state !== "idle" ? "Saving..." : "Save place"}>
        <fieldset
          className="grid gap-3 sm:col-span-2"
          aria-describedby={errors?.kind ? "kind-error" : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Calls happen</legend>
          {meetingKinds.map((kind) => (
            <label key={kind} className="flex items-start gap-3 rounded-md border border-border p-3 text-sm">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => setValues((known) => ({ ...known, kind }))}
                className="mt-1 accent-primary"
              />
              <span>
                <span className="font-medium">{meetingKindWords[kind].title}</span>
                <span className="block text-muted-foreground">{meetingKindWords[kind].detail}</span>
              </span>
            </label>
          ))}
          {errors?.kind ? (
            <p id="kind-error" className="text-sm text-destructive">
              {errors.kind}
            </p>
          ) : null}
        </fieldset>
        {detail ? (
          <div key={detail.name} className="sm:col-span-2">
            <FormField
              id={`meeting-${detail.name}`}
              name={detail.name}
              label={detail.label}
              hint={service && service !== "video link" ? `(opens ${service})` : undefined}
              error={errors?.[detail.name]}
            >
              {(control) => (
                <Input
                  {...control}
                  {...detail.input}
                  value={values[detail.name]}
                  onChange={(event) =>
                    setValues((known) => ({ ...known, [detail.name]: event.target.value }))
                  }
                />
              )}
            </FormField>
          </div>
        ) : null}
      </CheckedForm>
    </TitledCard>
  );
}
