import type { Question } from "@domain/content/faq";
import type { Service } from "@domain/content/services";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./seo";
import type { SiteSettings } from "./site";

/**
 * schema.org JSON-LD for the landing page, for search engines: the agency, the services it offers and
 * the page's FAQ (one graph in one script tag).
 */
export function landingJsonLd(settings: SiteSettings, services: Service[], faq: Question[]): MetaDescriptor {
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
        faqPage(absoluteUrl(settings, "/"), faq),
      ],
    },
  };
}

/** The FAQ as a FAQPage: each question with its accepted answer, word for word as the page shows it. */
function faqPage(url: string, faq: Question[]) {
  return {
    "@type": "FAQPage",
    url,
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
