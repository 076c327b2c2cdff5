import type { Service, servicesIntro } from "@domain/content/services";
import Check from "lucide-react/icons/check";
import { IconTile } from "~/components/icon";
import { SectionHeading } from "../site/section-heading";

export function ServicesSection({ intro, services }: { intro: typeof servicesIntro; services: Service[] }) {
  return (
    <section id="services" aria-labelledby="services-title" className="py-16 sm:py-28">
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <SectionHeading id="services-title" {...intro} />
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
              <ul className="mt-5 space-y-2 border-t border-border/70 pt-5 text-sm">
                {service.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2.5">
                    <Check aria-hidden="true" className="size-4 shrink-0 text-accent" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
