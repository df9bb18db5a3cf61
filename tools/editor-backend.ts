import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { stringify } from "yaml";
import { z } from "zod";
import { fromEditorValues, toEditorValues, type Json, type JsonSchema } from "../codegen/emit/editor-shape.ts";
import { contentKinds } from "#model/schema/index.ts";
import { savedYaml, yamlValues } from "./editor-save.ts";
import { contentFile, contentFolder, editorPath } from "./editor-paths.ts";
import { listMedia, persistMedia } from "./editor-media.ts";
import { newPageFromEditor } from "./editor-new-page.ts";
import { EditorRefusal } from "./editor-refusal.ts";

/**
 * Decap CMS's local backend protocol (the one `decap-server` speaks: POST /api/v1 with an action and its
 * params), over the working tree's content/ folder. Reads give Decap the files' values; saves write them
 * back into the files as they stand (tools/editor-save.ts), and the dev server's watcher sees them as any
 * save. Entries are never moved or deleted here; a new page is made as `npm run new-page` makes it (decision 448).
 */
export async function editorAction(root: string, action: string, params: Record<string, unknown>): Promise<unknown> {
  switch (action) {
    case "info":
      return { repo: basename(root), publish_modes: ["simple"], type: "local_fs" };
    case "entriesByFolder": {
      const folder = await contentFolder(root, String(params.folder));
      // content/ itself holds the site file beside the glossary and the translation lock: its collection is the site's.
      const site = params.folder === "content";
      const names = (await readdir(folder))
        .filter((name) => name.endsWith(`.${String(params.extension)}`) && (!site || name.startsWith("site.")))
        .toSorted();
      const entries = await Promise.all(
        names.map((name) => entryOf(root, editorPath(join(String(params.folder), name))).catch(unlessRefused)),
      );
      // A file the editor may not touch (hidden, a link out of content/) is not listed.
      return entries.filter((entry) => entry !== undefined && entry.data !== null);
    }
    case "entriesByFiles":
      return Promise.all((params.files as { path: string }[]).map((file) => entryOf(root, file.path)));
    case "getEntry":
      return entryOf(root, String(params.path));
    case "persistEntry": {
      const { dataFiles } = params as { dataFiles?: { path: string; raw: string }[]; entry?: { path: string; raw: string } };
      const files = dataFiles ?? [(params as { entry: { path: string; raw: string } }).entry];
      if ((params.options as { newEntry?: boolean } | undefined)?.newEntry) {
        const made = await newPageFromEditor(root, files);
        // What the form holds beyond the path and title goes into the new page as a save would put it.
        if (Object.keys(made.values).length > 0) {
          const starter = yamlValues((await entryOf(root, made.path)).data ?? "") as Record<string, Json>;
          await persist(root, made.path, stringify({ ...starter, ...made.values }));
        }
        return { message: "page made" };
      }
      // One refused file refuses the whole save: no language of an entry is written without the others.
      for (const file of files) await contentFile(root, file.path);
      for (const file of files) await persist(root, file.path, file.raw);
      return { message: "entry persisted" };
    }
    case "getMedia":
      return listMedia(root);
    case "persistMedia":
      return persistMedia(root, (params.asset ?? {}) as Record<string, unknown>);
    case "getDeployPreview":
      return null;
    default:
      throw new EditorRefusal(`the editor does not ${action}: pages are made with \`npm run new-page\` and removed in git`);
  }
}

function unlessRefused(error: unknown): undefined {
  if (error instanceof EditorRefusal) return undefined;
  throw error;
}

const schemas = new Map<string, JsonSchema>();

/** The JSON Schema of the kind of content a file holds, by its folder. */
function schemaOf(file: string): JsonSchema {
  const kind = file.startsWith("content/pages/")
    ? "page"
    : file.startsWith("content/forms/")
      ? "form"
      : file.startsWith("content/legal/")
        ? "legal"
        : "site";
  let schema = schemas.get(kind);
  if (!schema) {
    schema = z.toJSONSchema(contentKinds[kind], { io: "input" }) as JsonSchema;
    schemas.set(kind, schema);
  }
  return schema;
}

/** Front matter and body of a Markdown file, with the fences as written. */
const FRONT_MATTER = /^(---\r?\n)([\s\S]*?\r?\n)?(---(?:\r?\n|$))([\s\S]*)$/;

async function entryOf(root: string, file: string) {
  // Decap asks for each language's file of an entry: one not written yet is an empty column, not a refusal.
  const path = await contentFile(root, file).catch((error: unknown) => {
    if (error instanceof EditorRefusal && error.status === 404) return undefined;
    throw error;
  });
  if (path === undefined) return { data: null, file: { path: file, id: null } };
  const text = await readFile(path, "utf8");
  const id = createHash("sha256").update(text).digest("hex");
  return { data: forEditor(file, text), file: { path: file, id } };
}

/** A file as Decap reads it: its values with records as lists of keyed entries (codegen/emit/editor-shape.ts). */
function forEditor(file: string, text: string): string {
  const parts = file.endsWith(".md") ? FRONT_MATTER.exec(text) : undefined;
  const values = toEditorValues(schemaOf(file), yamlValues(parts ? (parts[2] ?? "") : text));
  return parts ? `---\n${stringify(values)}---\n${parts[4] ?? ""}` : stringify(values);
}

async function persist(root: string, file: string, raw: string): Promise<void> {
  const path = await contentFile(root, file);
  const current = await readFile(path, "utf8");
  const schema = schemaOf(file);
  const values = (text: string) => fromEditorValues(schema, yamlValues(text)) as Json;
  let next: string;
  if (file.endsWith(".md")) {
    const saved = FRONT_MATTER.exec(raw);
    const now = FRONT_MATTER.exec(current);
    if (!saved) throw new EditorRefusal(`${file}: the saved document has no front matter`);
    const body = saved[4] ?? "";
    if (now) {
      const [, open = "", front = "", close = "", oldBody = ""] = now;
      // Decap trims the body: the file keeps its own blank lines around an unchanged text.
      const keptBody = body.trim() === oldBody.trim() ? oldBody : `${/^\s*/.exec(oldBody)?.[0] ?? ""}${body.trim()}\n`;
      next = `${open}${savedYaml(front, values(saved[2] ?? ""))}${close}${keptBody}`;
    } else next = `---\n${stringify(values(saved[2] ?? ""))}---\n${body}`;
  } else next = savedYaml(current, values(raw));
  // An unchanged language of the entry is not written, so the dev server regenerates only what changed.
  if (next !== current) await writeFile(path, next);
}
