import { projectRoot } from "../server/project-root";
import { boundaryViolations } from "./boundaries";

// Run by `npm run lint` (and so by `npm test`): a forbidden import fails the build with where and why.
const violations = boundaryViolations(projectRoot());
for (const { file, line, specifier, reason } of violations) {
  console.error(`${file}:${line} imports "${specifier}": ${reason}`);
}
if (violations.length > 0) {
  console.error(`${violations.length} import(s) cross a boundary (docs/decisions/024-domain-boundary.md).`);
  process.exit(1);
}
