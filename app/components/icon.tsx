import type { IconName } from "@domain/content/icon-name";
import type { LucideProps } from "lucide-react";
import Bot from "lucide-react/icons/bot";
import Building2 from "lucide-react/icons/building-2";
import ChartColumn from "lucide-react/icons/chart-column";
import Cpu from "lucide-react/icons/cpu";
import Inbox from "lucide-react/icons/inbox";
import MessageSquareText from "lucide-react/icons/message-square-text";
import PenTool from "lucide-react/icons/pen-tool";
import TrendingUp from "lucide-react/icons/trending-up";
import Workflow from "lucide-react/icons/workflow";

// One import per icon keeps the bundle to the icons the copy names.
const icons = {
  bot: Bot,
  workflow: Workflow,
  chart: ChartColumn,
  pen: PenTool,
  trending: TrendingUp,
  cpu: Cpu,
  inbox: Inbox,
  message: MessageSquareText,
  building: Building2,
} satisfies Record<IconName, unknown>;

/** The icon a piece of content names; decorative, so hidden from assistive technology. */
export function Icon({ name, ...props }: { name: IconName } & Omit<LucideProps, "ref">) {
  const Drawn = icons[name];
  return <Drawn aria-hidden="true" {...props} />;
}

/** The icon in a tinted tile, as it heads a card. */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-lg border border-primary/30 bg-primary/10 text-primary">
      <Icon name={name} className="size-5" />
    </span>
  );
}
