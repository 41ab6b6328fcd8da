// Loads a script the way `node <script>` would, without running it: the Node `--import` hook of
// `tests/unit/scripts-load.test.ts`. Each of the project's own modules is replaced by its imports
// alone (types stripped as Node strips them), so Node's real resolver links the whole graph (an
// `@/` alias, an extensionless path or a .tsx file fails as it would in the script) while no
// project code runs. Packages load as they are.
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!url.startsWith('file:') || fileURLToPath(url).includes('/node_modules/')) return loaded;
    const text = String(loaded.source ?? '');
    const code = /\.(ts|mts)$/.test(url) ? stripTypeScriptTypes(text) : text;
    const imports = ts.preProcessFile(code, true, false).importedFiles.map((i) => `import ${JSON.stringify(i.fileName)};`);
    return { format: 'module', source: imports.join('\n'), shortCircuit: true };
  },
});
