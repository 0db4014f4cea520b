// npm runs scripts with node_modules/.bin first on PATH, where the `node`
// package puts Node 24. If its install script was skipped we would silently run
// on the host's older Node: say so clearly instead.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This project runs on Node 24 (found ${process.version}). Run \`npm install\` so the pinned Node is installed into node_modules/.bin ` +
      `(its install script must be allowed; see "allowScripts" in package.json).`,
  );
  process.exit(1);
}
