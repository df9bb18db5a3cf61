// Plain JavaScript on purpose: it must run on any Node to explain why an old one cannot run the rest.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 or newer; this is Node ${process.versions.node}. ` +
      "Run `nvm use` (see .nvmrc) or put Node 24 first on PATH, then try again.",
  );
  process.exit(1);
}
