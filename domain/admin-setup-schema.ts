import { adminPasswordSchema } from "./admin-password";
import { loginSchema } from "./login-schema";
import { z } from "./zod";

// The first admin's account, created from the one-time setup link: the form shows these messages, the
// action enforces them.
export const adminSetupSchema = z
  .object({
    email: loginSchema.shape.email,
    password: adminPasswordSchema("Password"),
    confirm: z.string({ error: "Type the password again here" }).min(1, "Type the password again here"),
  })
  .refine((form) => form.password === form.confirm, {
    path: ["confirm"],
    message: "The two passwords do not match",
  });

export type AdminSetupField = keyof z.infer<typeof adminSetupSchema>;
