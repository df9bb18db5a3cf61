export type LeadLogger = {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
};

export const consoleLogger: LeadLogger = {
  info: (message, details) => console.info(`leads: ${message}`, details ?? ""),
  warn: (message, details) => console.warn(`leads: ${message}`, details ?? ""),
  error: (message, details) => console.error(`leads: ${message}`, details ?? ""),
};

export const silentLogger: LeadLogger = { info() {}, warn() {}, error() {} };
