import { defaultAgencyName } from "@domain/content/agency";
import { data } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { settingsFromMatches } from "~/lib/site";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data({ pathname: new URL(request.url).pathname }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const agencyName = settingsFromMatches(matches)?.agencyName ?? defaultAgencyName;
  return [{ title: `Page not found | ${agencyName}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
