import { acceptTranslations } from "./accept-translations.ts";
import { loadContent } from "./load.ts";
import { formatProblem } from "./problems.ts";

/**
 * `npm run translations -- accept <translation file>[#<path>]…` records that those translations (a whole
 * file, or one text of it: `content/pages/pricing.ru.yaml#sections.2.caption`) are made from today's
 * English (content/translations.lock.yaml); `accept --all` records every translation, for a lock written
 * anew (docs/decisions/405, 447). The editor's review panel accepts through the same function.
 */
const [command, ...names] = process.argv.slice(2);
const usage = "usage: npm run translations -- accept <translation file>[#<field path>]… (or accept --all)";
if (command !== "accept" || names.length === 0) {
  console.error(usage);
  process.exit(2);
}
const { content, problems } = loadContent(process.cwd());
if (!content) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\ntranslations: content/ has problems; nothing was accepted.`);
  process.exit(1);
}
const acceptance = acceptTranslations(process.cwd(), content, names);
if (!acceptance.accepted) {
  console.error(acceptance.error);
  process.exit(1);
}
for (const line of acceptance.lines) console.log(line);
