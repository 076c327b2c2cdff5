// The questions buyers ask before a strategy call. The landing page shows them, its JSON-LD gives
// them to search engines (app/lib/structured-data.ts) and the chat assistant answers from them.

export interface Question {
  question: string;
  answer: string;
}

export const faqIntro = {
  eyebrow: "FAQ",
  title: "Questions buyers ask before the call",
};

export const faq: Question[] = [
  {
    question: "How much does a project cost?",
    answer:
      "Most first projects cost between US$4,000 and US$15,000, as a fixed price agreed before we start. A single assistant or automation sits at the lower end; a custom solution that connects several systems at the upper end. Running costs for hosting and AI usage are usually US$50–400 a month, and we estimate them with you up front. The strategy call is free.",
  },
  {
    question: "How does the strategy call go?",
    answer:
      "It is a free one-hour video call with one of the engineers who would build your solution, not a salesperson. We ask how the work flows today, where the hours go and which tools you use, then point out the two or three places where AI would save the most. You leave with a concrete suggestion, a price range and a timeline, whether or not you work with us.",
  },
  {
    question: "What happens to our data?",
    answer:
      "It stays yours. We build in your own accounts and infrastructure wherever we can, use AI providers only under business terms that exclude training on your data, and process only what the solution needs. We sign an NDA and a data processing agreement on request, can keep personal data in the region you choose, and remove our access when the project ends.",
  },
  {
    question: "How long until it works?",
    answer:
      "A first working version runs on your real data within 5 to 10 working days. Most projects reach production in 2 to 6 weeks, depending on how many systems they connect and how quickly access is granted. We agree the milestones, and the figure the project has to move, before we start.",
  },
  {
    question: "Do we need technical staff?",
    answer:
      "No. We handle the build, the integrations and the hosting, and train the people who will use it. If you have an IT team, we work alongside them and hand over everything: code, prompts and documentation.",
  },
  {
    question: "What happens after launch?",
    answer:
      "We watch the solution's accuracy and costs, tune it as your processes change and extend it when you are ready. Support is a monthly plan you can stop at any time; nothing we build locks you in.",
  },
];
