// `npm run probe`: the attacks of the "holds up under attack" issue against a fresh production server
// (oversized bodies, a flood of live streams, one client booking every time, failed sign-ins for the
// owner), each with what was sent, accepted and refused and the server's peak memory. Builds first
// when the sources changed. `npm run bench` prints the same table at its end.
import { buildIfNeeded } from "./bench/build";
import { runProbes } from "./probe/run";

buildIfNeeded();
console.log(await runProbes());
