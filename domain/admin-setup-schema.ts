import { loginSchema } from "./login-schema";
import { z } from "./zod";

// The first admin's account, created from the one-time setup link: the form shows these messages, the
// action enforces them. Better Auth takes passwords of 8 to 128 characters.
export const adminSetupSchema = z
  .object({
    email: loginSchema.shape.email,
    password: z
      .string({ error: "Password is required" })
      .min(8, "Password must be at least 8 characters")
      .max(128, "Password must be at most 128 characters"),
    confirm: z.string({ error: "Repeat the password" }).min(1, "Repeat the password"),
  })
  .refine((form) => form.password === form.confirm, {
    path: ["confirm"],
    message: "The two passwords do not match",
  });

export type AdminSetupField = keyof z.infer<typeof adminSetupSchema>;
