import type { Service } from "@domain/content/services";
import { IconTile } from "~/components/icon";
import { CheckList } from "./check-list";
import { LandingSection, type SectionIntro } from "./landing-section";

export function ServicesSection({ intro, services }: { intro: SectionIntro; services: Service[] }) {
  return (
    <LandingSection id="services" intro={intro}>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.title}
            className="group flex flex-col rounded-2xl border border-border bg-card/70 p-6 transition-colors hover:border-primary/50"
          >
            <IconTile name={service.icon} />
            <h3 className="mt-5 text-xl font-semibold tracking-tight">{service.title}</h3>
            <p className="mt-2.5 text-[0.9375rem] leading-relaxed text-muted-foreground">
              {service.description}
            </p>
            <CheckList
              items={service.features}
              className="mt-5 space-y-2 border-t border-border/70 pt-5 text-sm"
              itemClassName="flex items-center gap-2.5"
              checkClassName="size-4 shrink-0 text-accent"
            />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
