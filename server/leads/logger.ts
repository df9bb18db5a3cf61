export type LeadLogger = {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
};

type Level = keyof LeadLogger;

/** One JSON line, like every other line the server writes, so a log shipper reads the pipeline's too. */
function line(level: Level, message: string, details: Record<string, unknown> | undefined): string {
  return JSON.stringify({ level, event: "leads", message, ...details });
}

export const consoleLogger: LeadLogger = {
  info: (message, details) => console.info(line("info", message, details)),
  warn: (message, details) => console.warn(line("warn", message, details)),
  error: (message, details) => console.error(line("error", message, details)),
};

export const silentLogger: LeadLogger = { info() {}, warn() {}, error() {} };
