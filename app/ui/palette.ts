/**
 * The brand colours. The theme (theme.css.ts) turns them into CSS variables for components; build steps
 * that draw outside CSS (the share images, server/og-images.ts) read the same values here.
 */
export const palette = {
  primary: "#2563eb",
  primaryStrong: "#1d4ed8",
  primarySoft: "#eff6ff",
  text: "#0f172a",
  muted: "#475569",
  surface: "#ffffff",
  surfaceAlt: "#f8fafc",
  border: "#e2e8f0",
  night: "#0b1220",
  nightText: "#cbd5e1",
  onPrimary: "#ffffff",
  success: "#15803d",
  successSoft: "#dcfce7",
  warning: "#a16207",
  warningSoft: "#fef9c3",
  danger: "#b91c1c",
  dangerSoft: "#fee2e2",
  info: "#1e40af",
  infoSoft: "#dbeafe",
  neutralSoft: "#f1f5f9",
  accent: "#0891b2",
  nightSoft: "#111b2e",
  nightBorder: "#1e2a44",
  nightMuted: "#94a3b8",
  highlight: "#f0f7ff",
  focus: "#2563eb",
} as const;
