import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

export function StatCard({ title, value, hint }: { title: string; value: number; hint: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold" data-testid={`stat-${title}`}>
          {value}
        </p>
        <CardDescription>{hint}</CardDescription>
      </CardContent>
    </Card>
  );
}
