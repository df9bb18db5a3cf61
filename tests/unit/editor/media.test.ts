import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { describeImage } from "../../../codegen/content-images.ts";
import { editorAction } from "../../../tools/editor-backend.ts";

/** The editor's media library over a copy of content/: an upload is a content picture as any other. */
const root = mkdtempSync(join(tmpdir(), "editor-media-"));
cpSync(join(import.meta.dirname, "../../../content"), join(root, "content"), { recursive: true });
const outside = mkdtempSync(join(tmpdir(), "editor-media-outside-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const picture = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#2a6" } })
  .png()
  .toBuffer();
const upload = (path: string, bytes: Buffer = picture) =>
  editorAction(root, "persistMedia", { asset: { path, content: bytes.toString("base64"), encoding: "base64" } });

test("an uploaded picture is written into content/images, and the picture pipeline takes it as it takes the others", async () => {
  const saved = (await upload("content/images/network-diagram.png")) as { path: string };
  expect(saved.path).toBe("content/images/network-diagram.png");
  expect(readFileSync(join(root, "content/images/network-diagram.png")).equals(picture)).toBe(true);
  // What codegen and the build make of it is what they make of the same picture put there by hand.
  const byHand = join(outside, "by-hand");
  mkdirSync(join(byHand, "content/images"), { recursive: true });
  writeFileSync(join(byHand, "content/images/network-diagram.png"), picture);
  const described = describeImage(root, "images/network-diagram.png");
  expect(described).toEqual(describeImage(byHand, "images/network-diagram.png"));
  expect(described).toMatchObject({
    rendered: { width: 1200, height: 600, src: expect.stringMatching(/^\/media\/network-diagram\.\w{10}\.960\.webp$/) },
  });
  const listed = (await editorAction(root, "getMedia", {})) as { path: string; content: string }[];
  expect(listed.find((file) => file.path === "content/images/network-diagram.png")?.content).toBe(picture.toString("base64"));
  expect(listed.map((file) => file.path)).toContain("content/images/case-studies/data-hall.jpg");
});

test.each([
  ["a script", "content/images/upload.js"],
  ["a picture outside the image folder", "content/pages/upload.png"],
  ["a way out of content/", "content/images/../../upload.png"],
  ["a hidden file", "content/images/.upload.png"],
  ["a folder that leads out of content/", "content/images/out/upload.png"],
])("%s is refused and nothing is written", async (_what, path) => {
  mkdirSync(join(root, "content/images"), { recursive: true });
  if (!existsSync(join(root, "content/images/out"))) symlinkSync(outside, join(root, "content/images/out"), "dir");
  await expect(upload(path)).rejects.toThrow(/the editor|pictures go into/);
  expect(existsSync(join(root, path))).toBe(false);
  expect(existsSync(join(outside, "upload.png"))).toBe(false);
});

test("bytes that are not the picture their name says, or a name already taken, are refused", async () => {
  await expect(upload("content/images/fake.png", Buffer.from("<script>alert(1)</script>"))).rejects.toThrow("is not a PNG picture");
  expect(existsSync(join(root, "content/images/fake.png"))).toBe(false);
  const before = readFileSync(join(root, "content/images/case-studies/data-hall.jpg"));
  const photo = await sharp(picture).jpeg().toBuffer();
  await expect(upload("content/images/case-studies/data-hall.jpg", photo)).rejects.toThrow("is there already");
  expect(readFileSync(join(root, "content/images/case-studies/data-hall.jpg")).equals(before)).toBe(true);
});
