export const about = {
  eyebrow: "About",
  title: "A small team that ships AI, not slide decks",
  paragraphs: [
    "We are engineers who have spent years building software for growing businesses. Today we help teams find the work AI does well and put it into production quickly.",
    "Every engagement starts with a strategy call about your processes, not a sales pitch about models. We build the smallest thing that makes a measurable difference, deliver it in days, and improve it with you.",
  ],
  highlights: [
    { title: "Days, not months", text: "A first working solution in your hands within days." },
    { title: "Built on your data", text: "Your documents and systems stay yours; nothing is shared." },
    { title: "Measured results", text: "We agree on the hours saved or revenue won before we start." },
    { title: "Support after launch", text: "We monitor, tune and extend what we build." },
  ],
};
