import type { Content } from "../load.ts";
import type { ProblemCode } from "../problem-codes.ts";
import type { Problem } from "../problems.ts";
import { isPendingFact } from "#model/schema/section-compliance.ts";
import { problemAt, type FieldPath, type YamlSource } from "../yaml-source.ts";

/** The build's day as the `until` dates are written, in UTC: the same day wherever the build runs. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Every statement whose `until` day is before `today`: a claim in site.yaml or a page section. Each is a
 * warning at its `until`, so the author sees which text went stale and since when (docs/decisions/357).
 */
export function expiredStatements(content: Content, today: Date): Problem[] {
  const day = isoDay(today);
  const expired = (
    source: YamlSource,
    path: FieldPath,
    until: string | undefined,
    what: string,
    code: ProblemCode = "CG132",
    verb = "true",
  ): Problem[] =>
    until !== undefined && until < day
      ? [
          {
            ...problemAt(source, [...path, "until"], code, `${what} was ${verb} until ${until}; the build date is ${day}`),
            severity: "warning",
          },
        ]
      : [];
  return [
    ...Object.entries(content.site.data.claims).flatMap(([key, claim]) =>
      expired(content.site.source, ["claims", key], claim.until, `the claim "${key}"`),
    ),
    ...content.pages.flatMap((page) =>
      page.data.sections.flatMap((section, index) =>
        expired(page.source, ["sections", index], section.until, `the ${section.type} section${section.id ? ` "${section.id}"` : ""}`),
      ),
    ),
    // A certificate past its date no longer backs the claims that link to it (docs/decisions/387).
    ...content.pages.flatMap((page) =>
      page.data.sections.flatMap((section, index) =>
        section.type === "compliance"
          ? section.items.flatMap((item, itemIndex) =>
              isPendingFact(item.until)
                ? []
                : expired(page.source, ["sections", index, "items", itemIndex], item.until, `"${item.name}"`, "CG137", "valid"),
            )
          : [],
      ),
    ),
  ];
}
