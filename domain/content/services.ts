import type { IconName } from "./icon-name";

export interface Service {
  title: string;
  icon: IconName;
  description: string;
  features: string[];
}

export const servicesIntro = {
  eyebrow: "Services",
  title: "What we build for you",
  text: "Six ways we put AI to work in a business. Each one is scoped with you, built in days and handed over ready to use.",
};

export const services: Service[] = [
  {
    title: "AI Chatbots & Virtual Assistants",
    icon: "bot",
    description:
      "Assistants that answer customers and staff around the clock, in their language, with answers drawn from your own knowledge.",
    features: [
      "24/7 customer support",
      "Lead qualification",
      "Multi-language conversations",
      "Hand-off to your team",
    ],
  },
  {
    title: "Process Automation",
    icon: "workflow",
    description:
      "Repetitive work moves from people to reliable workflows that connect the tools you already use.",
    features: ["Workflow design", "System integrations", "Document processing", "Error monitoring"],
  },
  {
    title: "Data Analysis & Insights",
    icon: "chart",
    description: "Scattered data becomes dashboards, forecasts and alerts that support everyday decisions.",
    features: ["Predictive analytics", "Custom dashboards", "Automated reports", "Anomaly detection"],
  },
  {
    title: "Content Generation",
    icon: "pen",
    description:
      "On-brand copy for e-mail, social media and product pages, drafted by AI and approved by you.",
    features: [
      "Brand voice training",
      "SEO-ready copy",
      "E-mail and social campaigns",
      "Human review workflow",
    ],
  },
  {
    title: "Sales Automation",
    icon: "trending",
    description:
      "Prospects are found, qualified and followed up automatically, so your team spends its time closing.",
    features: ["Lead scoring", "Personalized outreach", "CRM enrichment", "Follow-up sequences"],
  },
  {
    title: "Custom AI Solutions",
    icon: "cpu",
    description:
      "Models and tools built around your data and processes when an off-the-shelf product won't do.",
    features: ["Discovery workshop", "Custom model training", "Secure deployment", "Ongoing support"],
  },
];
