import { Project, type OptionalKind, type SourceFileStructure } from "ts-morph";
import { LastResults } from "./last-results.ts";

/**
 * Prints generated modules to TypeScript through ts-morph, from their structure in one pass (building a
 * source file call by call re-parses it at every call). A printer kept between runs (codegen/session.ts)
 * prints again only the modules whose structure changed since its last run.
 */
export class ModulePrinter {
  readonly #project = new Project({ useInMemoryFileSystem: true });
  readonly #printed = new LastResults<string>();

  print(name: string, structure: OptionalKind<SourceFileStructure>): string {
    return this.#printed.get(name, JSON.stringify(structure), () => {
      const file = this.#project.createSourceFile(name, structure, { overwrite: true });
      const text = file.getFullText();
      this.#project.removeSourceFile(file);
      return text;
    });
  }

  /** Forgets the modules this run did not print: a page removed takes its module's text along. */
  forgetUnprinted(): void {
    this.#printed.forgetUnasked();
  }
}
