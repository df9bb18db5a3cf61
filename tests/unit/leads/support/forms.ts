import { z } from "zod";
import { zodValidator } from "../../../../server/leads/validation.ts";

// Stand-ins for the generated form schemas (codegen owns the real ones), with the spec's rules.
export const contactSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required"),
  email: z.string().trim().min(1, "Email is required").email("Invalid email address"),
  phone: z.string().optional(),
  companyName: z.string().optional(),
  website: z.string().optional(),
  subject: z.string().trim().min(1, "Subject is required").min(5, "Subject must be at least 5 characters"),
  message: z.string().trim().min(1, "Message is required").min(10, "Message must be at least 10 characters"),
  source: z.string().optional(),
});

export const validateContact = zodValidator(contactSchema);
export const validateAnything = zodValidator(z.record(z.string(), z.unknown()));

export const validContactBody = {
  firstName: "Ada",
  email: "ada@example.com",
  subject: "Pricing question",
  message: "Please tell me about the pricing.",
};
