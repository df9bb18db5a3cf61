import type { Plugin } from "vite";
import { mediaFile } from "../release/images.ts";

/**
 * `npm run dev` serves content pictures (decision 401) from content/images/, encoding a raster one on
 * request, since the build step that writes /media/ does not run in development.
 */
export function mediaInDevelopment(): Plugin {
  return {
    name: "media-in-development",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split("?")[0] ?? "";
        if (!url.startsWith("/media/")) return next();
        void (async () => {
          const { imageFiles } = (await server.ssrLoadModule("/generated/images.ts")) as typeof import("#generated/images.ts");
          const file = await mediaFile(url, imageFiles, server.config.root);
          if (!file) return next();
          res.writeHead(200, { "Content-Type": file.type, "Cache-Control": "no-cache" });
          res.end(file.bytes);
        })().catch(next);
      });
    },
  };
}
