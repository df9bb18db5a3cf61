import { z } from "zod";

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_SITE_URL: z.url().optional(),
  NODE_ENV: z.string().default("production"),
  // How many reverse proxies stand in front of the server; 1 is the usual TLS-terminating one.
  TRUST_PROXY: z
    .string()
    .regex(/^\d{1,2}$/, "must be the number of reverse proxies in front of the server (0: none, 1: one TLS proxy)")
    .default("0")
    .transform(Number),
});

export type ServerConfig = z.infer<typeof schema>;

/** Reads the server's environment once at start-up; a bad value stops the server with one clear line. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid server configuration:\n${lines.join("\n")}`);
}
