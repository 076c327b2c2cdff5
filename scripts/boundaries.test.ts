import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../server/project-root";
import { boundaryViolations } from "./boundaries";

const fixtures: string[] = [];

function fixture(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "boundaries-"));
  fixtures.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of fixtures.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the boundary between the UI, the server and the domain", () => {
  it("holds in this project", () => {
    expect(boundaryViolations(projectRoot())).toEqual([]);
  });

  it("refuses a UI component importing the server, and names the file, line and way out", () => {
    const root = fixture({
      "server/admin/dashboard.ts": "export interface DayLoad { date: string }\n",
      "app/components/admin/week-chart.tsx":
        'import { useState } from "react";\nimport type { DayLoad } from "../../../server/admin/dashboard";\n',
    });
    expect(boundaryViolations(root)).toEqual([
      {
        file: join("app", "components", "admin", "week-chart.tsx"),
        line: 2,
        specifier: "../../../server/admin/dashboard",
        reason: expect.stringContaining("move the shared shape into domain/"),
      },
    ]);
  });

  it("refuses the server importing the UI, and the domain importing either side (aliases too)", () => {
    const root = fixture({
      "server/chat/instructions.ts": 'import { about } from "../../app/content/about";\n',
      "domain/slot-rules.ts": 'import { x } from "~/lib/x";\nexport { y } from "../server/y";\n',
    });
    const found = boundaryViolations(root).map(({ file, specifier }) => `${file} → ${specifier}`);
    expect(found.sort()).toEqual(
      [
        `${join("domain", "slot-rules.ts")} → ~/lib/x`,
        `${join("domain", "slot-rules.ts")} → ../server/y`,
        `${join("server", "chat", "instructions.ts")} → ../../app/content/about`,
      ].sort(),
    );
  });

  it("lets route modules, *.server.ts files and tests reach the server, and everyone reach the domain", () => {
    const root = fixture({
      "app/routes/admin/settings.tsx":
        'import { x } from "../../../server/x";\nimport { z } from "@domain/zod";\n',
      "app/root.tsx": 'import { x } from "../server/x";\n',
      "app/lib/mailer.server.ts": 'import { x } from "../../server/x";\n',
      "app/components/voice/voice-button.test.tsx": 'import { x } from "../../../server/x";\n',
      "app/components/booking/time-grid.tsx": 'import { slotLabel } from "@domain/slot-display";\n',
      "server/booking/book-slot.ts": 'import { bookingWindow } from "../../domain/slot-rules";\n',
      "domain/booking-schema.ts": 'import { z } from "./zod";\nimport { tz } from "@date-fns/tz";\n',
    });
    expect(boundaryViolations(root)).toEqual([]);
  });
});
