/**
 * The status values a status feed reports; anything else shows as the `unknown` label. Kept free of
 * zod so the status section can import it without shipping zod to every page.
 */
export const statusValues = ["operational", "degraded_performance", "partial_outage", "major_outage", "maintenance"] as const;
