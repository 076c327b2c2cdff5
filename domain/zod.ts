import { z } from "zod";

// Every schema the browser runs imports zod from here. Our Content-Security-Policy has no
// 'unsafe-eval': zod's compiled fast path could not run, and its probe for it (`new Function("")`,
// at the first z.object) is reported by the browser as a policy violation. Parse without it.
z.config({ jitless: true });

export { z };
