import {
  StructureKind,
  type ExportDeclarationStructure,
  type FunctionDeclarationStructure,
  type ImportDeclarationStructure,
  type OptionalKind,
  type SourceFileStructure,
  type StatementStructures,
  type TypeAliasDeclarationStructure,
  type VariableStatementStructure,
} from "ts-morph";

/**
 * A generated module described as ts-morph structures, plain data with ts-morph's own building calls:
 * printed once by codegen/emit/module-printer.ts, and compared as data between runs, so an unchanged module is
 * not printed again. Imports go first, in the order they were added, as in a ts-morph source file.
 */
export class ModuleStructure {
  readonly #imports: ImportDeclarationStructure[] = [];
  readonly #statements: (string | StatementStructures)[] = [];

  addImportDeclaration(structure: OptionalKind<ImportDeclarationStructure>): void {
    this.#imports.push({ ...structure, kind: StructureKind.ImportDeclaration });
  }

  addExportDeclaration(structure: OptionalKind<ExportDeclarationStructure>): void {
    this.#statements.push({ ...structure, kind: StructureKind.ExportDeclaration });
  }

  addVariableStatement(structure: OptionalKind<VariableStatementStructure>): void {
    this.#statements.push({ ...structure, kind: StructureKind.VariableStatement });
  }

  addFunction(structure: OptionalKind<FunctionDeclarationStructure>): void {
    this.#statements.push({ ...structure, kind: StructureKind.Function });
  }

  addTypeAlias(structure: OptionalKind<TypeAliasDeclarationStructure>): void {
    this.#statements.push({ ...structure, kind: StructureKind.TypeAlias });
  }

  addStatements(statements: string | readonly string[]): void {
    this.#statements.push(...(typeof statements === "string" ? [statements] : statements));
  }

  get structure(): OptionalKind<SourceFileStructure> {
    return { statements: [...this.#imports, ...this.#statements] };
  }
}
