import type { IconName } from "./icon-name";

export interface WorkflowStep {
  label: string;
  /** The step the AI performs; drawn highlighted. */
  ai?: boolean;
}

export interface Workflow {
  /** What the diagram shows, in words: its alternative text. */
  description: string;
  /** Left to right; each column holds the steps that happen side by side. */
  columns: WorkflowStep[][];
}

export interface KeyFeature {
  title: string;
  description: string;
}

/** A number a project moved, as the client measured it. */
export interface ResultFigure {
  /** The figure as it is shown, large: "2 min", "−41%". */
  value: string;
  /** The metric it moved, read after the figure: "from a lead's e-mail to its CRM record". */
  metric: string;
  /** Before and after, and how it was measured. */
  detail: string;
}

export interface Project {
  slug: string;
  title: string;
  icon: IconName;
  tagline: string;
  description: string;
  /** The short list on the landing page's card. */
  features: string[];
  keyFeatures: KeyFeature[];
  hasVideoDemo: boolean;
  workflow: Workflow;
  /** The first is the project's headline result, shown on the landing page. */
  results: [ResultFigure, ...ResultFigure[]];
}

export const projects: Project[] = [
  {
    slug: "inbox-cleaner",
    title: "CRM Inbox Cleaner",
    icon: "inbox",
    tagline: "A shared inbox that sorts itself.",
    description:
      "An AI assistant for a CRM's shared inbox: it reads every incoming e-mail, removes spam, and files leads and support requests where the team expects them.",
    features: ["AI e-mail categorization", "Spam detection", "CRM integration"],
    keyFeatures: [
      {
        title: "AI Email Categorization",
        description: "Every message is read and labeled as a lead, a support request, an invoice or noise.",
      },
      {
        title: "Spam Detection",
        description: "Spam and phishing are caught before anyone on the team has to look at them.",
      },
      {
        title: "Smart Inbox Organization",
        description: "Conversations are grouped, prioritized and assigned to the right person.",
      },
      {
        title: "CRM Integration",
        description: "Leads and contacts are created or updated in the CRM without copy and paste.",
      },
      {
        title: "Real-time Processing",
        description: "Messages are handled seconds after they arrive, all day and all night.",
      },
      {
        title: "Customizable Filter Rules",
        description: "The team adds its own rules on top of the AI for senders, topics and keywords.",
      },
    ],
    hasVideoDemo: false,
    workflow: {
      description:
        "Workflow: an incoming e-mail goes to the AI classifier, which removes spam, files sales leads in the CRM and sends support requests to the helpdesk.",
      columns: [
        [{ label: "Incoming e-mail" }],
        [{ label: "AI classifier", ai: true }],
        [{ label: "Spam removed" }, { label: "Lead filed in CRM" }, { label: "Support to helpdesk" }],
      ],
    },
    results: [
      {
        value: "2 min",
        metric: "from a lead's e-mail to its record in the CRM",
        detail: "Was about 4 hours, the time it took someone to get to the shared inbox.",
      },
      {
        value: "11 h",
        metric: "of inbox sorting handed back to the sales team each week",
        detail: "The team's own time log, the four weeks before launch against the eight after.",
      },
      {
        value: "96%",
        metric: "of e-mails filed where the team would have filed them",
        detail: "Checked every week against a sample the team labels by hand.",
      },
    ],
  },
  {
    slug: "response-generator",
    title: "AI Response Generator",
    icon: "message",
    tagline: "Support answers drafted in seconds.",
    description:
      "Suggested replies for support tickets, drawn from a vector database of past answers and company documents, for the agent to review and send.",
    features: ["Vector database suggestions", "Context-aware replies", "Multi-language support"],
    keyFeatures: [
      {
        title: "Vector Database Suggestions",
        description: "Support tickets are matched with the most relevant past answers and documents.",
      },
      {
        title: "Context-Aware Suggestions",
        description: "Replies take the customer's history and the whole conversation into account.",
      },
      {
        title: "Employee Suggestion System",
        description: "Agents pick, edit and rate suggestions, and the best answers are reused.",
      },
      {
        title: "Multi-language Support",
        description: "Customers are answered in their own language, whatever language the sources use.",
      },
      {
        title: "Real-time Generation",
        description: "Suggestions appear while the agent opens the ticket, not minutes later.",
      },
      {
        title: "Custom Training on Company Data",
        description: "Trained on your products, policies and tone, and kept up to date as they change.",
      },
    ],
    hasVideoDemo: true,
    workflow: {
      description:
        "Workflow: a support ticket is matched against a vector database of past answers and company documents; the AI drafts a reply from them, and an agent reviews and sends it.",
      columns: [
        [{ label: "Support ticket" }],
        [{ label: "Vector database" }, { label: "Company documents" }],
        [{ label: "AI drafts reply", ai: true }],
        [{ label: "Agent reviews & sends" }],
      ],
    },
    results: [
      {
        value: "−41%",
        metric: "median time to first reply on support tickets",
        detail: "From 3 h 10 min to 1 h 52 min, the quarter before launch against the quarter after.",
      },
      {
        value: "68%",
        metric: "of suggested replies sent with little or no editing",
        detail: "Counted from the agents' own ratings of each suggestion.",
      },
      {
        value: "5",
        metric: "languages answered from a knowledge base written in one",
        detail: "Spanish, English, Portuguese, French and German, with no translated copies to maintain.",
      },
    ],
  },
  {
    slug: "company-analyzer",
    title: "Company Analyzer",
    icon: "building",
    tagline: "From scattered data to a clear plan.",
    description:
      "An analyst that gathers a company's data from many sources, maps its problems and recommends solutions, with competitor and market context.",
    features: ["Multi-source data analysis", "Problem identification", "Solution recommendations"],
    keyFeatures: [
      {
        title: "Multi-source Data Analysis",
        description: "Websites, financials, reviews and internal reports are read side by side.",
      },
      {
        title: "Problem Identification & Mapping",
        description: "Bottlenecks and risks are found and mapped to the processes they affect.",
      },
      {
        title: "Solution Recommendations",
        description: "Each problem comes with practical next steps, ranked by impact and effort.",
      },
      {
        title: "Competitor Analysis",
        description: "See how competitors position, price and serve the same customers.",
      },
      {
        title: "Market Trend Insights",
        description: "Trends in the market are tracked and explained in plain language.",
      },
      {
        title: "Custom Reporting & Dashboards",
        description: "Findings arrive as reports and dashboards shaped to your decisions.",
      },
    ],
    hasVideoDemo: true,
    workflow: {
      description:
        "Workflow: website, financial, review and market data feed the AI analysis, which produces a problem map, recommended solutions and a dashboard.",
      columns: [
        [{ label: "Website" }, { label: "Financials" }, { label: "Reviews" }, { label: "Market data" }],
        [{ label: "AI analysis", ai: true }],
        [{ label: "Problem map" }, { label: "Solutions" }, { label: "Dashboard" }],
      ],
    },
    results: [
      {
        value: "3 days → 4 h",
        metric: "to prepare a company assessment",
        detail: "The analyst now reviews and corrects a draft instead of assembling one.",
      },
      {
        value: "2.5×",
        metric: "assessments delivered per consultant each month",
        detail: "From 4 to 10 on average over the first two months.",
      },
      {
        value: "40+",
        metric: "sources read for every company",
        detail: "Website, filings, reviews, job posts and market data, each finding linked to its source.",
      },
    ],
  },
];

/** What the landing page's card shows of a project. */
export type ProjectSummary = Omit<Project, "keyFeatures" | "hasVideoDemo" | "results">;

export function projectSummary({
  keyFeatures: _,
  hasVideoDemo: __,
  results: ___,
  ...summary
}: Project): ProjectSummary {
  return summary;
}

/** What the landing page's results show of a project: the one number it moved most. */
export interface HeadlineResult extends ResultFigure {
  slug: string;
  title: string;
}

export function headlineResult({ slug, title, results: [headline] }: Project): HeadlineResult {
  return { slug, title, ...headline };
}

export function projectPath(project: Pick<Project, "slug">) {
  return `/projects/${project.slug}`;
}

export function findProject(slug: string | undefined) {
  return projects.find((project) => project.slug === slug);
}
