import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBackendWithSwc, compiledSources, outputFile } from './swc-build.mjs';

const realRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A root with a backend of the given files, resolving @swc/core from the real tree. */
function fakeRoot(t, files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'swc-build-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.symlinkSync(path.join(realRoot, 'node_modules'), path.join(root, 'node_modules'));
  fs.mkdirSync(path.join(root, 'backend'));
  fs.writeFileSync(path.join(root, 'backend', 'package.json'), '{}');
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'backend', 'src', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return root;
}

test('a source file has its place under dist', () => {
  assert.equal(outputFile('/r/backend', '/r/backend/src/a/b.ts'), '/r/backend/dist/a/b.js');
});

test('leaves out tests and declarations, rewrites src/ imports, keeps decorator metadata', async (t) => {
  const root = fakeRoot(t, {
    'config/environment.ts': 'export class Environment { port = 3000; }\n',
    'users/users.service.ts':
      "import { Environment } from 'src/config/environment';\n" +
      'const Injectable = (): ClassDecorator => () => undefined;\n' +
      '@Injectable()\nexport class UsersService { constructor(readonly environment: Environment) {} }\n',
    'users/users.service.spec.ts': 'throw new Error("not compiled");\n',
    'types.d.ts': 'declare const x: number;\n',
  });
  const sources = compiledSources(path.join(root, 'backend', 'src')).map((file) =>
    path.relative(root, file),
  );
  assert.deepEqual(sources.sort(), [
    'backend/src/config/environment.ts',
    'backend/src/users/users.service.ts',
  ]);
  assert.equal(await buildBackendWithSwc(root), 2);
  const output = fs.readFileSync(path.join(root, 'backend/dist/users/users.service.js'), 'utf8');
  assert.match(output, /require\("\.\.\/config\/environment"\)/);
  assert.match(output, /"design:paramtypes"/);
  assert.match(output, /sourceMappingURL=users\.service\.js\.map/);
  assert.ok(fs.existsSync(path.join(root, 'backend/dist/users/users.service.js.map')));
});

test("drops tsc's incremental state, so a later tsc build emits over swc's output", async (t) => {
  const root = fakeRoot(t, { 'a.ts': 'export const a = 1;\n' });
  const buildInfo = path.join(root, 'backend/dist/.tsbuildinfo');
  fs.mkdirSync(path.dirname(buildInfo), { recursive: true });
  fs.writeFileSync(buildInfo, '{}');
  await buildBackendWithSwc(root);
  assert.equal(fs.existsSync(buildInfo), false);
});
