import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { schemaProblems } from "../../tests/support/json-schema-check";
import { projectRoot } from "../project-root";

// The README's example payload is one a receiver could get: it passes the published JSON Schema.

const root = projectRoot();
const schema = JSON.parse(readFileSync(`${root}/docs/webhooks/booking-event.schema.json`, "utf8"));

describe("the README's example webhook", () => {
  it("is what docs/webhooks/booking-event.schema.json describes", () => {
    const readme = readFileSync(`${root}/README.md`, "utf8");
    const section = readme.slice(readme.indexOf("### Integrations (webhooks)"));
    const example = section.match(/```json\n([\s\S]*?)\n```/)?.[1] ?? "";
    expect(schemaProblems(schema, JSON.parse(example))).toEqual([]);
    // The check itself finds problems: a field the schema does not know, a missing one.
    expect(schemaProblems(schema, { ...JSON.parse(example), manageUrl: "x", version: undefined })).toEqual([
      "$.version: is not 1",
      "$: manageUrl is not in the schema",
    ]);
  });
});
