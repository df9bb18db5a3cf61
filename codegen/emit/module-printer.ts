import { Project, Structure, type OptionalKind, type SourceFileStructure, type VariableStatementStructure } from "ts-morph";
import { LastResults } from "../last-results.ts";

/** ts-morph's indentation, by which it hangs the lines of a statement after its first. */
const HANGING_INDENT = "    ";

/**
 * Prints generated modules to TypeScript through ts-morph, from their structure in one pass (building a
 * source file call by call re-parses it at every call). A printer kept between runs (codegen/session.ts)
 * prints again only the modules whose structure changed since its last run. Structures are compared as
 * data, not as JSON: a page's unchanged content is the very same text in both (codegen/emit/emit.ts), which
 * compares without reading it.
 */
export class ModulePrinter {
  readonly #project = new Project({ useInMemoryFileSystem: true });
  readonly #printed = new LastResults<string, OptionalKind<SourceFileStructure>>(sameData);

  print(name: string, structure: OptionalKind<SourceFileStructure>): string {
    return this.#printed.get(name, structure, () => {
      // ts-morph writes text character by character (to indent outside strings and comments); a page's
      // content or the titles of every route, hundreds of kilobytes, are set in afterwards as ts-morph hangs them.
      const literals: string[] = [];
      const statements = structure.statements;
      const withoutLiterals = Array.isArray(statements) ? statements.map((statement) => withoutLiteral(statement, literals)) : statements;
      const text = this.#printStructure(name, { ...structure, statements: withoutLiterals });
      // A text of the module's own that reads like a placeholder would be taken for one: print it all then.
      if ((text.match(LITERAL) ?? []).length !== literals.length) return this.#printStructure(name, structure);
      return text.replace(LITERAL, (_, index: string) => literals[Number(index)]!.replaceAll("\n", `\n${HANGING_INDENT}`));
    });
  }

  #printStructure(name: string, structure: OptionalKind<SourceFileStructure>): string {
    const file = this.#project.createSourceFile(name, structure, { overwrite: true });
    const text = file.getFullText();
    this.#project.removeSourceFile(file);
    return text;
  }

  /** Forgets the modules this run did not print: a page removed takes its module's text along. */
  forgetUnprinted(): void {
    this.#printed.forgetUnasked();
  }
}

/** Where a literal is set in: a name no generated module uses. */
const LITERAL = /\b__codegen_literal_(\d+)__\b/g;

/** A top-level variable statement with each multi-line initializer (a JSON value) replaced by a placeholder. */
function withoutLiteral<Statement>(statement: Statement, literals: string[]): Statement | VariableStatementStructure {
  if (!Structure.isVariableStatement(statement)) return statement;
  return {
    ...statement,
    declarations: statement.declarations.map((declaration) => {
      const { initializer } = declaration;
      if (typeof initializer !== "string" || !initializer.includes("\n")) return declaration;
      literals.push(initializer);
      return { ...declaration, initializer: `__codegen_literal_${literals.length - 1}__` };
    }),
  };
}

/**
 * Whether two structures hold the same data: plain objects, arrays and primitives, as codegen/emit/emit.ts builds
 * them. A text met twice as the very same string compares at once, whatever its length.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  }
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], other[key]))
  );
}
