import { z } from "zod";

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_SITE_URL: z.url().optional(),
  NODE_ENV: z.string().default("production"),
  TRUST_PROXY: z.enum(["0", "1"]).default("0").transform((value) => value === "1"),
});

export type ServerConfig = z.infer<typeof schema>;

/** Reads the server's environment once at start-up; a bad value stops the server with one clear line. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid server configuration:\n${lines.join("\n")}`);
}
