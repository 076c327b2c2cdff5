import { z } from "./zod";

// The admin sign-in form: the form shows these messages, the action enforces them.
export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Enter a valid email address")),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});

export type LoginField = keyof z.infer<typeof loginSchema>;
