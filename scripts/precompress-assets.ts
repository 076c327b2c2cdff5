// The last step of `npm run build`: the browser bundles also as .br and .gz (server/http/built-assets.ts).
import path from "node:path";
import { precompressAssets } from "../server/http/built-assets";

precompressAssets(path.resolve("build/client/assets"));
