import { adminPasswordSchema } from "./admin-password";
import { loginSchema } from "./login-schema";
import { z } from "./zod";

// The first admin's account, created from the one-time setup link: the form shows these messages, the
// action enforces them.
export const adminSetupSchema = z
  .object({
    email: loginSchema.shape.email,
    password: adminPasswordSchema("Password"),
    confirm: z.string({ error: "Repeat the password" }).min(1, "Repeat the password"),
  })
  .refine((form) => form.password === form.confirm, {
    path: ["confirm"],
    message: "The two passwords do not match",
  });

export type AdminSetupField = keyof z.infer<typeof adminSetupSchema>;
