import { Switch as SwitchPrimitive } from "radix-ui";
import { styledPart } from "./styled-part";

const Thumb = styledPart(
  SwitchPrimitive.Thumb,
  "switch-thumb",
  "pointer-events-none block size-5 rounded-full bg-foreground shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-primary-foreground data-[state=unchecked]:translate-x-0",
);

/** The switch's track, with its thumb inside. */
export const Switch = styledPart(
  SwitchPrimitive.Root,
  "switch",
  "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input shadow-sm outline-none transition-colors focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary",
  <Thumb />,
);
