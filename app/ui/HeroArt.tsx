import { vars } from "./theme.css.ts";
import { heroArt } from "./hero-art.css.ts";

/** Decorative artwork for heroes: a server stack linked to a regional network. Hidden from assistive tech. */
export function HeroArt() {
  const line = { stroke: vars.color.primary, strokeWidth: 2, fill: "none", opacity: 0.35 };
  const node = { fill: vars.color.surface, stroke: vars.color.primary, strokeWidth: 2 };
  return (
    <svg className={heroArt} width="440" height="360" viewBox="0 0 440 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-art-panel" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eff6ff" />
        </linearGradient>
      </defs>
      <path d="M60 70 L220 40 L380 90 M60 70 L110 300 M380 90 L340 310 M220 40 L220 120 M110 300 L340 310" style={line} />
      <circle cx="60" cy="70" r="9" style={node} />
      <circle cx="220" cy="40" r="9" style={node} />
      <circle cx="380" cy="90" r="9" style={node} />
      <circle cx="110" cy="300" r="9" style={node} />
      <circle cx="340" cy="310" r="9" style={node} />
      <rect
        x="120"
        y="110"
        width="200"
        height="180"
        rx="18"
        style={{ fill: "url(#hero-art-panel)", stroke: vars.color.border, strokeWidth: 1.5 }}
      />
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(140 ${132 + row * 50})`}>
          <rect width="160" height="36" rx="8" style={{ fill: vars.color.night }} />
          <rect x="14" y="14" width="70" height="8" rx="4" style={{ fill: vars.color.nightBorder }} />
          <circle cx="128" cy="18" r="4.5" style={{ fill: "#22c55e" }} />
          <circle cx="144" cy="18" r="4.5" style={{ fill: vars.color.primary }} />
        </g>
      ))}
    </svg>
  );
}
