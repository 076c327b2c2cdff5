import { parseConfig } from "../../server/config";

/**
 * The configuration of services started in a test: no demo data, and warnings and errors only, unless
 * the run asks for more (LOG_LEVEL=info npm run test:unit). The log level is the process's, so a test
 * that left it at info would make every later file in its worker log each request.
 */
export function testConfig(environment: Record<string, string | undefined>) {
  return parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: process.env.LOG_LEVEL,
    DEMO_DATA: "off",
    ...environment,
  });
}
