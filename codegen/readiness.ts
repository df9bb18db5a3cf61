import { placeholderValues } from "./checks/check-placeholders.ts";
import { loadContent, type Content } from "./load.ts";
import { formatProblem, sortProblems, type Problem } from "./problems.ts";
import { certificatesOf, proofUses } from "./proof.ts";
import { readPublicEnv } from "#model/public-env.ts";

/** Whose customers need a fact before the site may launch for them. */
type Jurisdiction = "UZ" | "KG" | "both";

/** A fact only the company can supply that content still holds a placeholder for. */
interface PendingFact {
  /** file:line:col of the placeholder. */
  at: string;
  /** What it is, in the words codegen warns with. */
  what: string;
  /** The pages (or site-wide blocks) that show it, or that leave a claim out until it is supplied. */
  shows: string[];
  jurisdiction: Jurisdiction;
}

export interface Readiness {
  /** Content that cannot be read at all: nothing can be said about it until fixed. */
  problems: Problem[];
  pending: PendingFact[];
}

/**
 * Every fact the company must still supply before a production release (docs/decisions/466): exactly the
 * placeholders codegen warns about (CG133 `.example` addresses, CG135 legal details, CG136 `PENDING`
 * facts; codegen/checks/check-placeholders.ts decides), each with where it shows and whose customers need it.
 */
export function readiness(root: string, env: NodeJS.ProcessEnv = {}): Readiness {
  const { content, problems } = loadContent(root);
  if (!content) return { problems: sortProblems(problems), pending: [] };
  const warnings = sortProblems(placeholderValues(content, readPublicEnv(env)));
  return {
    problems: [],
    pending: warnings.map((warning) => ({
      at: `${warning.file}:${warning.line}:${warning.col}`,
      what: `${warning.path}: ${warning.message}`,
      shows: wherePlaceholderShows(content, warning),
      jurisdiction: jurisdictionOf(content, warning),
    })),
  };
}

/** The routes of the English files whose text quotes `{{key}}` or links to `key` (`href: contacts.sales`). */
function quotedBy(content: Content, key: string): string[] {
  const token = `{{${key}}}`;
  const quotes = (value: unknown) => {
    const text = JSON.stringify(value);
    return text.includes(token) || text.includes(`"${key}"`);
  };
  const routes = [
    ...content.pages.filter((page) => quotes(page.source.value)).map((page) => page.data.path),
    ...content.legal.filter((doc) => doc.body.text.includes(token) || quotes(doc.source.value)).map((doc) => doc.data.path),
    ...content.forms.filter((form) => quotes(form.source.value)).map((form) => `the ${form.id} form`),
  ];
  // Site-wide blocks that quote it (the consent of every form, the footer of every page).
  const site = content.site.source.value as Record<string, unknown>;
  const blocks = Object.entries(site).filter(([block, value]) => block !== key.split(".")[0] && quotes(value));
  return [...routes, ...blocks.map(([block]) => `every page (site.yaml ${block})`)];
}

function wherePlaceholderShows(content: Content, warning: Problem): string[] {
  if (warning.file === content.site.source.file) {
    if (warning.path === "url") return ["every page's canonical address and share card"];
    return orNowhere(quotedBy(content, warning.path));
  }
  const certificate = certificateAt(content, warning);
  if (certificate) {
    const page = content.pages.find((candidate) => candidate.source.file === warning.file);
    const withheld = proofUses(content)
      .filter((use) => use.ids.includes(certificate.id))
      .map((use) => content.pages.find((candidate) => candidate.source === use.source)?.data.path ?? use.source.file);
    const claims = [...new Set(withheld)].map((path) => `${path} (claim left out until supplied)`);
    return [page?.data.path ?? warning.file, ...claims];
  }
  const page = content.pages.find((candidate) => candidate.source.file === warning.file);
  return [page?.data.path ?? warning.file];
}

const orNowhere = (places: string[]) => (places.length > 0 ? places : ["not quoted by any page yet"]);

/** The certificate a placeholder of /compliance belongs to. */
function certificateAt(content: Content, warning: Problem) {
  for (const [id, listed] of certificatesOf(content)) {
    const prefix = `${listed.path.join(".")}.`;
    if (listed.source.file === warning.file && warning.path.startsWith(prefix)) return { id, ...listed.certificate };
  }
  return undefined;
}

function jurisdictionOf(content: Content, warning: Problem): Jurisdiction {
  const certificate = certificateAt(content, warning);
  if (certificate) return certificate.jurisdiction === "both" ? "both" : certificate.jurisdiction === "uz" ? "UZ" : "KG";
  // legal.operators.uz.tin, legal.operators.kg.registryNumber: the operator's country.
  const parts = warning.path.split(".");
  if (parts[0] === "legal" && parts.includes("uz")) return "UZ";
  if (parts[0] === "legal" && parts.includes("kg")) return "KG";
  return "both";
}

/** The checklist as `npm run readiness` prints it. */
export function formatReadiness({ problems, pending }: Readiness): string {
  if (problems.length > 0) return `${problems.map(formatProblem).join("\n")}\n\nreadiness: content has problems; fix them first.`;
  if (pending.length === 0) return "readiness: every fact the site states is supplied; a production build may go ahead.";
  const lines = pending.map((fact) => `${fact.at}  [${fact.jurisdiction}]  ${fact.what}\n    shows on: ${fact.shows.join(", ")}`);
  const count = pending.length;
  return `${lines.join("\n")}\n\nreadiness: ${count} fact${count === 1 ? "" : "s"} only the company can supply ${count === 1 ? "is" : "are"} still pending; a production build refuses until none is.`;
}
