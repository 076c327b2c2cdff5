import type { Service } from "@domain/content/services";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./seo";
import type { SiteSettings } from "./site";

/** schema.org JSON-LD for the agency and the services it offers, for search engines. */
export function organizationJsonLd(settings: SiteSettings, services: Service[]): MetaDescriptor {
  const organizationId = absoluteUrl(settings, "/#organization");
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "Organization",
          "@id": organizationId,
          name: settings.agencyName,
          url: absoluteUrl(settings, "/"),
          logo: absoluteUrl(settings, "/favicon.svg"),
          ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
          ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
        },
        ...services.map((service) => ({
          "@type": "Service",
          name: service.title,
          description: service.description,
          serviceType: service.title,
          provider: { "@id": organizationId },
        })),
      ],
    },
  };
}
