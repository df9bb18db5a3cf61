import { join } from "node:path";
import { contentAsShown } from "./as-shown.ts";
import { crossCheck } from "./checks/check.ts";
import { handTypedClaims } from "./checks/check-claim-figures.ts";
import { expiredStatements } from "./checks/check-dates.ts";
import { checkGlossary } from "./checks/check-glossary.ts";
import { checkImages } from "./checks/check-images.ts";
import { imagesModule } from "./emit/emit-images.ts";
import { checkEyebrows } from "./checks/check-eyebrow.ts";
import { checkHeroArt } from "./checks/check-hero-art.ts";
import { htmlInTexts, rawHtmlInMarkdown } from "./checks/check-markup.ts";
import { checkTranslations } from "./checks/check-translations.ts";
import { placeholderValues } from "./checks/check-placeholders.ts";
import { checkProofs, conflictingPromises, unprovenIds, withoutUnproven } from "./proof.ts";
import { checkTypeface } from "./checks/check-typeface.ts";
import { checkTypography } from "./checks/check-typography.ts";
import { resolveContactLinks } from "./contact-links.ts";
import { consentTextOf, readConsentRegister, withShownConsents, writeConsentRegister } from "./consent-register.ts";
import { emit, type Edition } from "./emit/emit.ts";
import { forgetRemovedFiles, loadContent, type Content } from "./load.ts";
import { legalPlaceholders } from "./legal-placeholders.ts";
import { localizeContent } from "./localize.ts";
import { perObject } from "./per-object.ts";
import { sortProblems, type Problem } from "./problems.ts";
import { readPublicEnv } from "#model/public-env.ts";
import { routeEntries, type RouteEntry } from "./routes.ts";
import { createCodegenSession, type CodegenSession } from "./session.ts";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES, type Locale } from "#model/schema/locales.ts";
import { withoutOutdated } from "./outdated-translations.ts";
import { typesetEnglish, typesetTranslation } from "./typeset-translations.ts";
import { syncFolder } from "./write-if-changed.ts";

/** A translation typeset once per version of its file in a session (codegen/per-object.ts). */
const typesetOnce = perObject(typesetTranslation);

export interface CodegenResult {
  problems: Problem[];
  /**
   * What ships but deserves a look (a text not translated yet, a statement past its
   * date, a placeholder address); with `strict` they are among the problems instead.
   */
  warnings: Problem[];
  /** Generated files whose text changed (empty when nothing did, or when content had problems). */
  written: string[];
  /** Of the written files, those that were not there before. */
  added: string[];
  /** Generated files removed: their page or form is gone. */
  removed: string[];
  routeCount: number;
  /** The English routes, with the file each comes from; empty when a file could not be read (the dev server keeps the last). */
  routes: readonly RouteEntry[];
}

export interface CodegenOptions {
  /** The build's settings (PUBLIC_SITE_URL, analytics, chat); checked first, a bad one throws a ConfigError. */
  env?: NodeJS.ProcessEnv;
  /** Treat every warning (a missing translation, a statement past its date) as an error (`npm run codegen -- --strict`), for a release that must be complete. */
  strict?: boolean;
  /** The build date: statements past their `until` warn, and the copyright shows its year. Defaults to now. */
  today?: Date;
  /**
   * Whether a consent text not yet in content/consent-register.yaml is appended to it (the default: a build
   * or `npm run codegen` publishes it). The dev server's runs keep the file as it is, so drafts saved while
   * editing never become published texts; its forms still accept what they show.
   */
  publishConsents?: boolean;
  /** What an earlier run in this process kept (the dev server's); a run without one starts from nothing. */
  session?: CodegenSession;
}

/** Validates content under `root` and, only when it is all valid, regenerates generated/. */
export function runCodegen(root: string, options: CodegenOptions = {}): CodegenResult {
  const publicEnv = readPublicEnv(options.env ?? {});
  const today = options.today ?? new Date();
  const session = options.session ?? createCodegenSession();
  const { content: loaded, problems: loadProblems } = loadContent(root, session.load);
  forgetRemovedFiles(session.load);
  const failed = (problems: Problem[], routes: readonly RouteEntry[] = [], warnings: Problem[] = []): CodegenResult => ({
    problems: sortProblems(problems),
    warnings: sortProblems(warnings),
    written: [],
    added: [],
    removed: [],
    routeCount: routes.length,
    routes,
  });
  if (!loaded) return failed(loadProblems);
  const { content, problems: contactProblems } = resolveContactLinks(loaded);
  const register = readConsentRegister(root);

  const unproven = unprovenIds(content);
  // A link may lead only to an anchor the page prints: a section left out while its proof is pending has none.
  const routes = routeEntries({
    ...content,
    pages: content.pages.map((page) => ({ ...page, data: withoutUnproven(page.data, unproven) })),
  });
  const translationCheck = checkTranslations(content);
  const images = checkImages(content, root);
  const proofs = checkProofs(content);
  const allWarnings = [
    ...proofs.warnings,
    ...translationCheck.warnings,
    ...expiredStatements(content, today),
    ...placeholderValues(content, publicEnv),
    ...handTypedClaims(content),
  ];
  const warnings = options.strict ? [] : allWarnings;
  const strictErrors = options.strict ? allWarnings.map((problem) => ({ ...problem, severity: undefined })) : [];
  const problems = [
    ...loadProblems,
    ...contactProblems,
    ...crossCheck(content, routes),
    ...proofs.problems,
    ...conflictingPromises(content),
    ...images.problems,
    ...checkHeroArt(content, root),
    ...checkEyebrows(content),
    ...rawHtmlInMarkdown(content),
    ...htmlInTexts(content),
    ...translationCheck.errors,
    ...checkTypography(content),
    ...checkTypeface(content),
    ...strictErrors,
    ...checkGlossary(content),
    ...register.problems,
  ];
  if (problems.length > 0) return failed(problems, routes, warnings);

  const unpublished = legalPlaceholders(content.site.data.legal).map(({ path }) => path);
  const edition = (edited: Content, locale: Locale): Edition => {
    const shown = contentAsShown(edited, locale, today, unpublished, unproven);
    return { locale, content: shown, routes: routeEntries(shown, locale) };
  };
  const editions: [Edition, ...Edition[]] = [edition(typesetEnglish(content), DEFAULT_LOCALE)];
  // Checked as the authors wrote them, shown as a typesetter would set them; an outdated element shows its English.
  const typeset: Content = {
    ...loaded,
    translations: withoutOutdated(loaded.translations.map(typesetOnce), translationCheck.outdated),
  };
  for (const locale of TRANSLATED_LOCALES) {
    const localized = localizeContent(typeset, locale);
    problems.push(...localized.problems);
    const linked = resolveContactLinks(localized.content, locale).content;
    editions.push(edition(linked, locale));
  }
  if (problems.length > 0) return failed(problems, routes, warnings);

  // The texts this build shows join the register of every text published (docs/decisions/460).
  const shownConsents = editions.map(({ locale, content: shown }) => ({ locale, ...consentTextOf(shown, locale) }));
  const consentRegister = withShownConsents(register.versions, shownConsents, today.toISOString().slice(0, 10));
  if (options.publishConsents !== false) writeConsentRegister(root, consentRegister);
  const files = emit(
    editions,
    {
      siteUrl: publicEnv.siteUrl ?? content.site.data.url,
      publicEnv,
      consentRegister,
    },
    session.printer,
  );
  files.set("images.ts", imagesModule(images.files));
  // Only after a run that emitted: a run stopped by a problem keeps every module's text for the next.
  session.printer.forgetUnprinted();
  const { written, added, removed } = syncFolder(join(root, "generated"), files, session.generated);
  return {
    problems: [],
    warnings: sortProblems(warnings),
    written,
    added,
    removed,
    routeCount: editions.reduce((sum, edition) => sum + edition.routes.length, 0),
    routes,
  };
}
