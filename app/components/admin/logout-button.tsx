import LogOut from "lucide-react/icons/log-out";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

export function LogoutButton() {
  const navigation = useNavigation();
  const leaving = navigation.formAction === "/admin/logout";
  return (
    <Form method="post" action="/admin/logout">
      <Button type="submit" variant="outline" size="sm" disabled={leaving}>
        <LogOut aria-hidden />
        Logout
      </Button>
    </Form>
  );
}
