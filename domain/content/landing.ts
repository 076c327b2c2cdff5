import type { IconName } from "./icon-name";

// The landing page's own copy; services, about and projects have their own files.

export const siteDescription =
  "AI automation agency: chatbots, process automation, data insights, content and sales automation, and custom AI solutions delivered in days, not months.";

export const hero = {
  eyebrow: "AI automation agency",
  headline: "Put AI to work",
  highlight: "in your business",
  tagline:
    "Custom AI solutions delivered in days, not months: assistants, automations and insights built around the way your team already works.",
  points: ["Delivered in days", "Built on your data", "Free strategy call"],
};

export const projectsIntro = {
  eyebrow: "Projects",
  title: "Work that is already saving hours",
  text: "Three solutions we built and run for clients, each with the workflow behind it.",
};

export const closingCallToAction = {
  title: "Ready to put AI to work?",
  text: "Book a free one-hour strategy call. We will find where AI saves you the most time, and what it takes to get there.",
};

/** The hero's illustration: a feed of automations at work. */
export const heroActivity = {
  title: "Automations running",
  description:
    "Illustration: a feed of AI automations at work, sorting e-mail, drafting replies, sharing reports and answering visitors.",
  items: [
    { icon: "inbox", text: "New e-mail sorted as a sales lead", status: "Filed in CRM" },
    { icon: "message", text: "Reply drafted for support ticket", status: "Ready to send" },
    { icon: "chart", text: "Weekly sales report generated", status: "Shared" },
    { icon: "bot", text: "Visitor question answered at 2 a.m.", status: "Resolved" },
  ],
} satisfies { title: string; description: string; items: { icon: IconName; text: string; status: string }[] };

export const resultsIntro = {
  eyebrow: "Results",
  title: "One number per project, agreed before we start",
  text: "Every engagement begins by choosing the figure it has to move. This is where each of these landed, measured by the client.",
};
