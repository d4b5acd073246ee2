// The success-answer generator's mapping from TypeScript types to JSON schemas, on a small sample
// controller compiled on its own (backend/scripts/openapi/success-answers.mjs).
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { describeControllers } = await import(
  pathToFileURL(path.join(root, 'backend/scripts/openapi/success-answers.mjs')).href
);

const SAMPLE = `
declare function Controller(path?: string): ClassDecorator;
declare function Get(path?: string): MethodDecorator;
declare function Post(path?: string): MethodDecorator;
declare function HttpCode(status: number): MethodDecorator;

export type Colour = 'red' | 'green';

export interface Tag {
  label: string;
}

/** A view with one property of each kind. */
export interface SampleView {
  id: number;
  /** Shown to people. */
  name: string;
  nickname?: string;
  created_at: Date;
  deleted_at: Date | null;
  size: 'small' | 'large';
  colour: Colour;
  tags: Tag[];
  scores: Record<string, number>;
  parent: Tag | null;
  flag: boolean;
  extra: { [key: string]: unknown };
}

@Controller('samples')
export class SampleController {
  @Get(':id')
  one(): Promise<SampleView> {
    return Promise.reject(new Error('not run'));
  }

  @Get()
  list(): SampleView[] {
    return [];
  }

  @Post()
  @HttpCode(204)
  remove(): Promise<void> {
    return Promise.resolve();
  }

  // An answer whose type the compiler cannot know: JSON.parse's result.
  @Post('loose')
  loose() {
    return JSON.parse('1');
  }

  helper(): string {
    return '';
  }
}
`;

let dir;
let described;

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'success-answers-'));
  await mkdir(path.join(dir, 'src'));
  const file = path.join(dir, 'src/sample.controller.ts');
  await writeFile(file, SAMPLE);
  const program = ts.createProgram({
    rootNames: [file],
    options: {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      experimentalDecorators: true,
      noEmit: true,
    },
  });
  described = describeControllers({ program, baseDir: dir });
});

after(() => rm(dir, { recursive: true, force: true }));

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

test('a promised interface becomes a reference to its component', () => {
  assert.deepEqual(described.operations.SampleController_one, {
    status: 200,
    json: ref('SampleView'),
  });
  assert.deepEqual(described.operations.SampleController_list, {
    status: 200,
    json: { type: 'array', items: ref('SampleView') },
  });
  assert.deepEqual(Object.keys(described.schemas), ['Colour', 'SampleView', 'Tag']);
  assert.deepEqual(described.schemas.Tag, {
    type: 'object',
    properties: { label: { type: 'string' } },
    required: ['label'],
  });
});

test('each property maps to the JSON that JSON.stringify writes', () => {
  const view = described.schemas.SampleView;
  assert.deepEqual(view.properties, {
    id: { type: 'number' },
    name: { type: 'string', description: 'Shown to people.' },
    nickname: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    deleted_at: { type: 'string', format: 'date-time', nullable: true },
    size: { type: 'string', enum: ['small', 'large'] },
    colour: ref('Colour'),
    tags: { type: 'array', items: ref('Tag') },
    scores: { type: 'object', additionalProperties: { type: 'number' } },
    parent: { allOf: [ref('Tag')], nullable: true },
    flag: { type: 'boolean' },
    extra: { type: 'object', additionalProperties: true },
  });
  assert.deepEqual(described.schemas.Colour, { type: 'string', enum: ['red', 'green'] });
});

test('optional properties are not required', () => {
  const { required } = described.schemas.SampleView;
  assert.ok(!required.includes('nickname'));
  assert.deepEqual(
    required,
    Object.keys(described.schemas.SampleView.properties).filter((name) => name !== 'nickname'),
  );
});

test('void answers nothing, with the status of @HttpCode', () => {
  assert.deepEqual(described.operations.SampleController_remove, { status: 204, empty: true });
});

test('any is refused, naming the route', () => {
  assert.deepEqual(described.problems, [
    'src/sample.controller.ts SampleController.loose: the type is any; name a view type instead',
  ]);
});

test('methods without a route decorator are not operations', () => {
  assert.equal(described.operations.SampleController_helper, undefined);
});
