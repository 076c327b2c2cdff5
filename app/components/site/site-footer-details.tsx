import { contactCopy } from "@domain/content/contact";
import { siteDescription } from "@domain/content/landing";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { useSiteSettings } from "~/lib/site";
import { Brand } from "./brand";

const linkClass =
  "rounded-sm text-muted-foreground transition-colors hover:text-foreground outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The footer's description, contact details and links: what the footer shows above the copyright. */
export function SiteFooterDetails() {
  const { contactEmail, contactPhone, blogUrl } = useSiteSettings();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
      <div className="max-w-sm">
        <Brand />
        <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{siteDescription}</p>
      </div>
      <div>
        <h2 className="font-display text-sm font-semibold uppercase tracking-[0.14em]">Contact details</h2>
        <ul className="mt-4 space-y-3 text-sm">
          {contactEmail ? (
            <li className="flex items-center gap-2.5">
              <Mail aria-hidden="true" className="size-4 text-primary" />
              <a href={`mailto:${contactEmail}`} className={linkClass}>
                {contactEmail}
              </a>
            </li>
          ) : null}
          {contactPhone ? (
            <li className="flex items-center gap-2.5">
              <Phone aria-hidden="true" className="size-4 text-primary" />
              <a href={`tel:${contactPhone.replace(/[^+\d]/g, "")}`} className={linkClass}>
                {contactPhone}
              </a>
            </li>
          ) : null}
          <li className="flex items-start gap-2.5 text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {contactCopy.location}
          </li>
        </ul>
      </div>
      <nav aria-label="Footer">
        <h2 className="font-display text-sm font-semibold uppercase tracking-[0.14em]">Company</h2>
        <ul className="mt-4 space-y-3 text-sm">
          <li>
            <Link to="/book-call" className={linkClass}>
              Book a Call
            </Link>
          </li>
          <li>
            {/* Without CONTACT_EMAIL, the way to reach the agency is a call. */}
            {contactEmail ? (
              <a href={`mailto:${contactEmail}`} className={linkClass}>
                Contact
              </a>
            ) : (
              <Link to="/book-call" className={linkClass}>
                Contact
              </Link>
            )}
          </li>
          {blogUrl ? (
            <li>
              <a href={blogUrl} className={linkClass}>
                Blog
              </a>
            </li>
          ) : null}
          <li>
            <Link to="/admin/login" className={linkClass}>
              Admin Login
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
