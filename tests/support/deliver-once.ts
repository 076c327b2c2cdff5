import { AddressGuard } from "../../server/webhooks/address-guard";
import { postDelivery } from "../../server/webhooks/post-delivery";

// One delivery by the real delivery code, its answer printed as JSON, in a process of its own: for the
// tests that need the process to trust the test authority (NODE_EXTRA_CA_CERTS is read at start).
// Usage: node --import tsx tests/support/deliver-once.ts <url> <host the guard allows>

const [url = "", allowed = ""] = process.argv.slice(2);
const answer = await postDelivery(new AddressGuard([allowed]), url, { headers: {}, body: "{}" });
process.stdout.write(JSON.stringify(answer));
