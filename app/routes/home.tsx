import { Link } from "react-router";
import { VoiceButton } from "~/components/voice/voice-button";
import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "DVAT — AI automation for your business" },
    { name: "description", content: "AI solutions delivered in days: chatbots, automation, data insights." },
  ];
}

export default function Home() {
  return (
    <main className="page">
      <h1>AI automation for your business</h1>
      <p>AI solutions delivered in days, not months.</p>
      <Link to="/book-call">Book Strategy Call</Link>
      <VoiceButton />
    </main>
  );
}
