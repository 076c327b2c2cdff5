import { data } from "react-router";
import { SubpageHeader } from "~/components/admin/admin-header";
import { GenerateSlotsCard } from "~/components/admin/generate-slots-card";
import { RollingHorizonCard } from "~/components/admin/rolling-horizon-card";
import { SlotsOverview } from "~/components/admin/slots-overview";
import { WeeklyAvailabilityCard } from "~/components/admin/weekly-availability-card";
import { servicesContext } from "~/context";
import { adminMeta } from "~/lib/admin-meta";
import { generateSlotsSchema, weeklyHoursSchema } from "~/lib/availability-schema";
import { answerOrRefusal } from "~/lib/refusals";
import type { GenerateResult, WeeklyHoursResult } from "~/lib/settings-actions";
import { generateSlots } from "../../../server/availability/generate";
import { readHorizon } from "../../../server/availability/horizon";
import { slotsOutsideHours } from "../../../server/availability/outside-hours";
import { horizonIntent, removeOutsideHoursIntent } from "../../../server/availability/settings-intents";
import { slotSummary } from "../../../server/availability/slot-summary";
import { listWeeklyHours, saveWeeklyHours } from "../../../server/availability/weekly";
import { readForm } from "../../../server/http/read-form";
import type { Route } from "./+types/settings";

export function meta() {
  return adminMeta("Settings");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database, config } = context.get(servicesContext);
  const agencyZone = config.agencyTimeZone;
  const [weekly, summary, horizon] = await Promise.all([
    listWeeklyHours(database.db),
    slotSummary(database.db, { now: new Date(), agencyZone }),
    readHorizon(database.db),
  ]);
  return { weekly, summary, horizon, agencyZone };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, config } = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return data({ ok: false as const, message: read.message }, { status: read.status });
  const form = Object.fromEntries(read.form);
  if (form.intent === "save-hours") {
    const parsed = weeklyHoursSchema.safeParse(form);
    if (!parsed.success) {
      return data<WeeklyHoursResult>(
        { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid hours" },
        { status: 400 },
      );
    }
    const { day_of_week, start_time, end_time, is_enabled } = parsed.data;
    await saveWeeklyHours(database.db, {
      dayOfWeek: day_of_week,
      startTime: start_time,
      endTime: end_time,
      isEnabled: is_enabled,
    });
    const outside = await slotsOutsideHours(database.db, {
      day: day_of_week,
      now: new Date(),
      agencyZone: config.agencyTimeZone,
    });
    return data<WeeklyHoursResult>({ ok: true, outside });
  }
  const at = { now: new Date(), agencyZone: config.agencyTimeZone };
  if (form.intent === "save-horizon") return horizonIntent(database.db, form, at);
  if (form.intent === "remove-outside-hours") return removeOutsideHoursIntent(database.db, form, at);
  if (form.intent === "generate") {
    const parsed = generateSlotsSchema.safeParse(form);
    if (!parsed.success) {
      return data<GenerateResult>(
        { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid number of days" },
        { status: 400 },
      );
    }
    const created = await generateSlots(database.db, {
      days: parsed.data.days,
      now: new Date(),
      agencyZone: config.agencyTimeZone,
    });
    return data<GenerateResult>({ ok: true, created });
  }
  return data({ ok: false as const, message: "Unknown settings action." }, { status: 400 });
}

/** The server's answer, or why there was none, for the toast beside what was changed (app/lib/refusals.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { weekly, summary, horizon, agencyZone } = loaderData;
  return (
    <>
      <SubpageHeader page="Settings" />
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <SlotsOverview agencyZone={agencyZone} summary={summary} />
        <WeeklyAvailabilityCard weekly={weekly} />
        <GenerateSlotsCard hasAvailability={weekly.some((row) => row.isEnabled)} />
        <RollingHorizonCard horizon={horizon} />
      </main>
    </>
  );
}
