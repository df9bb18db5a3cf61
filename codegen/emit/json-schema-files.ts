import { z } from "zod";
import { glossaryFile } from "#model/schema/glossary.ts";
import { contentKinds } from "#model/schema/index.ts";
import { translationJsonSchemas } from "./translation-schema.ts";

let made: ReadonlyMap<string, string> | undefined;

/**
 * The JSON Schemas editors complete content files with, by their path under generated. They follow
 * from codegen's own zod schemas, not from content, so a process makes them once, not on every save.
 */
export function jsonSchemaFiles(): ReadonlyMap<string, string> {
  made ??= new Map([
    ...Object.entries({ ...contentKinds, glossary: glossaryFile }).map(
      ([kind, schema]) => [`schema/${kind}.json`, `${JSON.stringify(z.toJSONSchema(schema, { io: "input" }), null, 2)}\n`] as const,
    ),
    ...Object.entries(translationJsonSchemas()).map(
      ([name, schema]) => [`schema/${name}.json`, `${JSON.stringify(schema, null, 2)}\n`] as const,
    ),
  ]);
  return made;
}
