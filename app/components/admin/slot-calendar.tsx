import type { CalendarDate } from "@domain/agency-time";
import { type DateLibOptions, labelDayButton, type Modifiers } from "react-day-picker";
import { Calendar } from "~/components/ui/calendar";
import { fromPickerDate, toPickerDate } from "~/lib/admin-format";

export interface DayMarks {
  withSlots: CalendarDate[];
  withBookings: CalendarDate[];
  blocked: CalendarDate[];
}

/** The time-slots month grid: the chosen day, today, and which days have slots, bookings or are blocked. */
export default function SlotCalendar({
  date,
  today,
  month,
  marks,
  onMonthChange,
  onDayChosen,
}: {
  date: CalendarDate;
  today: CalendarDate;
  /** 'yyyy-MM' */
  month: string;
  marks: DayMarks;
  onMonthChange: (month: string) => void;
  onDayChosen: (date: CalendarDate) => void;
}) {
  return (
    <Calendar
      mode="single"
      selected={toPickerDate(date)}
      month={toPickerDate(`${month}-01`)}
      onMonthChange={(shown) => onMonthChange(fromPickerDate(shown).slice(0, 7))}
      today={toPickerDate(today)}
      modifiers={{
        withSlots: marks.withSlots.map(toPickerDate),
        withBookings: marks.withBookings.map(toPickerDate),
        blocked: marks.blocked.map(toPickerDate),
      }}
      modifiersClassNames={{
        withSlots: "day-with-slots",
        withBookings: "day-with-bookings",
        blocked: "day-blocked",
      }}
      labels={{ labelDayButton: dayButtonLabel }}
      onSelect={(picked) => {
        // Clicking the chosen day again gives no date: keep the day shown.
        if (picked) onDayChosen(fromPickerDate(picked));
      }}
    />
  );
}

/** The day's name for screen readers, with what its marker shows. */
function dayButtonLabel(day: Date, modifiers: Modifiers, options?: DateLibOptions) {
  const name = labelDayButton(day, modifiers, options);
  if (modifiers.blocked) return `${name}, blocked${modifiers.withBookings ? ", has bookings" : ""}`;
  if (modifiers.withBookings) return `${name}, has bookings`;
  if (modifiers.withSlots) return `${name}, has slots`;
  return name;
}
