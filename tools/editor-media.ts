import { createHash } from "node:crypto";
import { realpathSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { imageSize } from "../codegen/image-size.ts";
import { CONTENT_DIR } from "#model/image-files.ts";
import { contentFile, type ContentFiles } from "./editor-paths.ts";
import { EditorRefusal } from "./editor-refusal.ts";

/** Where content pictures live (model/image-files.ts): the editor's media folder, and what a page's `src` is named from. */
const IMAGE_FOLDER = `${CONTENT_DIR}/images`;

/** The picture files codegen reads a size from (codegen/image-size.ts), and so the only ones an upload may be. */
const IMAGE_FILES: ContentFiles = { extensions: [".svg", ".png", ".jpg", ".jpeg", ".webp"], existing: false };

interface MediaFile {
  id: string;
  name: string;
  path: string;
  content: string;
  encoding: "base64";
}

const mediaFile = (path: string, bytes: Buffer): MediaFile => ({
  id: createHash("sha256").update(bytes).digest("hex"),
  name: path.split("/").at(-1)!,
  path,
  content: bytes.toString("base64"),
  encoding: "base64",
});

/** Every content picture, for Decap's media library: `content/images/partners/cisco.svg`. */
export async function listMedia(root: string): Promise<MediaFile[]> {
  const folder = join(root, IMAGE_FOLDER);
  const names = (await readdir(folder, { recursive: true })).filter((name) => IMAGE_FILES.extensions.includes(extname(name).toLowerCase()));
  return Promise.all(
    names.toSorted().map(async (name) => mediaFile(`${IMAGE_FOLDER}/${name.split(sep).join("/")}`, await readFile(join(folder, name)))),
  );
}

/**
 * Writes an uploaded picture into content/images, where the picture pipeline takes it from (a page names it
 * `images/…`; codegen reads its size, the build encodes it). Only a new file of a picture type, whose bytes
 * are that type (codegen can read its size), in a folder whose real path is content/images or below it.
 */
export async function persistMedia(root: string, asset: { path?: unknown; content?: unknown; encoding?: unknown }): Promise<MediaFile> {
  const path = String(asset.path);
  const target = await contentFile(root, path, IMAGE_FILES);
  const images = realpathSync(join(root, IMAGE_FOLDER));
  if (relative(images, target).startsWith("..")) throw new EditorRefusal(`pictures go into ${IMAGE_FOLDER}/: ${path}`, 403);
  if (asset.encoding !== "base64" || typeof asset.content !== "string") throw new EditorRefusal(`${path}: the upload is not base64`);
  const bytes = Buffer.from(asset.content, "base64");
  const extension = extname(target).slice(1).toLowerCase();
  if (!imageSize(bytes, extension)) throw new EditorRefusal(`${path} is not a ${extension.toUpperCase()} picture with a width and height`);
  // "wx": a picture of that name stays as it is; pages that show it would change with it.
  await writeFile(target, bytes, { flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "EEXIST" ? new EditorRefusal(`${path} is there already: give the new picture another name`) : error;
  });
  return mediaFile(`${IMAGE_FOLDER}/${relative(images, target).split(sep).join("/")}`, bytes);
}
