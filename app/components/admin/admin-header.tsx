import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { LogoutButton } from "./logout-button";

/**
 * The dashboard's header: links to the other admin screens and Logout. On a phone the title and Logout
 * share the first line and the links wrap below them; wider, the links sit beside Logout.
 */
export function DashboardHeader() {
  return (
    <HeaderFrame>
      <h1 className="text-xl font-semibold">Admin Dashboard</h1>
      <nav
        aria-label="Admin"
        className="order-last -ml-3 flex w-full flex-wrap items-center gap-1 sm:order-none sm:ml-auto sm:w-auto"
      >
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/time-slots">Time Slots</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/settings">Settings</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/bookings">Bookings</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/calendars">Calendars</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/chat-threads">Chat threads</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/integrations">Integrations</Link>
        </Button>
      </nav>
      <LogoutButton />
    </HeaderFrame>
  );
}

/** A sub-screen's header: breadcrumb 'Admin Dashboard / {page}', Back to the dashboard, Logout. */
export function SubpageHeader({ page }: { page: string }) {
  return (
    <HeaderFrame>
      <div className="flex items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to="/admin">
            <ArrowLeft aria-hidden />
            Back
          </Link>
        </Button>
        <nav aria-label="Breadcrumb">
          <ol className="flex items-center gap-2 text-sm">
            <li>
              <Link to="/admin" className="text-muted-foreground hover:text-foreground">
                Admin Dashboard
              </Link>
            </li>
            <li aria-hidden className="text-muted-foreground">
              /
            </li>
            <li>
              <h1 aria-current="page" className="text-base font-semibold">
                {page}
              </h1>
            </li>
          </ol>
        </nav>
      </div>
      <LogoutButton />
    </HeaderFrame>
  );
}

function HeaderFrame({ children }: { children: React.ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const changingScreen = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  return (
    <header className="border-b border-border bg-card/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        {children}
      </div>
      {changingScreen ? (
        <p role="status" className="mx-auto max-w-6xl px-4 pb-2 text-sm text-muted-foreground">
          Loading...
        </p>
      ) : null}
    </header>
  );
}
