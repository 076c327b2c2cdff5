// Sample quotes written for the projects on this site: before publishing, replace each with the
// client's own words, published with their consent (an invented testimonial misleads buyers).

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export const testimonialsIntro = {
  eyebrow: "Clients",
  title: "What the people who use it say",
};

export const testimonials: Testimonial[] = [
  {
    quote:
      "Leads are in the CRM before anyone has opened the inbox, and nobody argues any more about whose turn it is to sort it. We got most of a day a week back per person.",
    name: "Mariana Treviño",
    role: "Head of Sales Operations",
    company: "Alcance Industrial",
  },
  {
    quote:
      "What won us over was the first week: drafts from our own past tickets, inside our helpdesk, with agents still deciding what gets sent. Our reply times fell by almost half.",
    name: "Daniel Okafor",
    role: "Customer Support Lead",
    company: "Norteña Logistics",
  },
  {
    quote:
      "Assembling a picture of a company used to take an analyst three days. Now the reading is done for us, every claim is linked to its source, and we spend our time on the advice.",
    name: "Laura Chen",
    role: "Managing Partner",
    company: "Brightline Advisory",
  },
];
