// Reads every controller method's return type with the TypeScript compiler and describes its
// success answer (status and JSON schema) for the OpenAPI document. The backend compiles with
// plain tsc, so @nestjs/swagger's plugin never sees these types; this writes what it would have
// known into backend/src/openapi/success-answers.generated.ts, which setUpOpenApi merges in.
//
//   node backend/scripts/openapi/success-answers.mjs           writes the file
//   node backend/scripts/openapi/success-answers.mjs --check   fails when the file is stale
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import ts from 'typescript';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OUTPUT = path.join(backendDir, 'src/openapi/success-answers.generated.ts');
export const REFRESH_COMMAND = 'npm run openapi';

const HTTP_METHODS = new Map([
  ['Get', 'GET'],
  ['Post', 'POST'],
  ['Put', 'PUT'],
  ['Patch', 'PATCH'],
  ['Delete', 'DELETE'],
  ['Head', 'HEAD'],
  ['Options', 'OPTIONS'],
  ['All', 'ALL'],
]);

/** Decorators that describe a success answer by hand; such a method is left as it is. */
const DESCRIBING_DECORATORS = new Set([
  'ApiOkResponse',
  'ApiCreatedResponse',
  'ApiAcceptedResponse',
  'ApiNoContentResponse',
  'ApiResponse',
  'ApiDefaultResponse',
  // @nestjs/terminus's @HealthCheck() describes the health answers (200 and 503) itself.
  'HealthCheck',
]);

function decoratorsOf(node) {
  return (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).flatMap((decorator) => {
    const call = decorator.expression;
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return [];
    return [{ name: call.expression.text, args: call.arguments }];
  });
}

/** True when the decorator's options object names `type`, `schema` or `content`. */
function describesContent(decorator) {
  if (decorator.name === 'HealthCheck') return true;
  const [options] = decorator.args;
  return (
    options !== undefined &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some(
      (property) =>
        property.name !== undefined &&
        ts.isIdentifier(property.name) &&
        ['type', 'schema', 'content'].includes(property.name.text),
    )
  );
}

class SchemaWriter {
  /** @param {ts.Program} program */
  constructor(program) {
    this.program = program;
    this.checker = program.getTypeChecker();
    /** @type {Map<string, object>} */
    this.schemas = new Map();
    /** @type {Map<ts.Symbol | ts.Type, string>} */
    this.names = new Map();
    /** @type {string[]} */
    this.problems = [];
  }

  problem(where, text) {
    this.problems.push(`${where}: ${text}`);
  }

  /** The JSON schema of a value of this type as JSON.stringify would write it. */
  schema(type, where) {
    const checker = this.checker;
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      this.problem(where, `the type is ${checker.typeToString(type)}; name a view type instead`);
      return {};
    }
    if (flags & ts.TypeFlags.Never) {
      this.problem(where, 'the type is never');
      return {};
    }
    if (type.isUnion()) return this.union(type, where);
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [type.value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [type.value] };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean' };
    if (flags & ts.TypeFlags.String || flags & ts.TypeFlags.TemplateLiteral) {
      return { type: 'string' };
    }
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Null) return { nullable: true };
    if (flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) {
      this.problem(where, 'undefined is not JSON');
      return {};
    }
    if (flags & ts.TypeFlags.BigInt || flags & ts.TypeFlags.BigIntLiteral) {
      this.problem(where, 'a bigint cannot be written as JSON');
      return {};
    }
    const symbolName = type.getSymbol()?.getName();
    if (symbolName === 'Date') return { type: 'string', format: 'date-time' };
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [element] = checker.getTypeArguments(type);
      if (checker.isTupleType(type)) {
        const elements = checker.getTypeArguments(type);
        return {
          type: 'array',
          items: this.alternatives(elements.map((item) => this.schema(item, where))),
          minItems: elements.length,
          maxItems: elements.length,
        };
      }
      return { type: 'array', items: element ? this.schema(element, where) : {} };
    }
    if (type.isIntersection()) return this.intersection(type, where);
    if (flags & ts.TypeFlags.Object) return this.object(type, where);
    this.problem(where, `cannot describe ${checker.typeToString(type)}`);
    return {};
  }

  alternatives(schemas) {
    const unique = [...new Map(schemas.map((item) => [JSON.stringify(item), item])).values()];
    return unique.length === 1 ? unique[0] : { oneOf: unique };
  }

  union(type, where) {
    const members = type.types.filter(
      (member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)),
    );
    const nullable = members.some((member) => member.flags & ts.TypeFlags.Null);
    const rest = members.filter((member) => !(member.flags & ts.TypeFlags.Null));
    let schema;
    const named = this.namedUnion(type, rest);
    if (named) schema = named;
    else if (rest.length === 0) schema = {};
    else if (rest.every((member) => member.flags & ts.TypeFlags.BooleanLiteral)) {
      schema = { type: 'boolean' };
    } else if (rest.every((member) => member.flags & ts.TypeFlags.StringLiteral)) {
      schema = { type: 'string', enum: rest.map((member) => member.value) };
    } else if (rest.every((member) => member.flags & ts.TypeFlags.NumberLiteral)) {
      schema = { type: 'number', enum: rest.map((member) => member.value) };
    } else {
      // `boolean` is the union true | false: keep it one alternative.
      const parts = [];
      let sawBoolean = false;
      for (const member of rest) {
        if (member.flags & ts.TypeFlags.BooleanLiteral) {
          if (sawBoolean) continue;
          sawBoolean = true;
        }
        parts.push(this.schema(member, where));
      }
      schema = this.alternatives(parts);
    }
    if (!nullable) return schema;
    if (rest.length === 0) return { nullable: true };
    return schema.$ref ? { allOf: [schema], nullable: true } : { ...schema, nullable: true };
  }

  /** A union of string literals named by a type alias (e.g. Role) becomes a schema of its own. */
  namedUnion(type, rest) {
    const alias = type.aliasSymbol;
    if (!alias || type.aliasTypeArguments?.length || !this.ownDeclaration(alias)) return undefined;
    if (!rest.every((member) => member.flags & ts.TypeFlags.StringLiteral)) return undefined;
    if (rest.length !== type.types.length) return undefined;
    return this.ref(alias, alias.getName(), () => ({
      type: 'string',
      enum: rest.map((member) => member.value),
    }));
  }

  /** A component reference for a named declaration; its schema is written once. */
  ref(key, baseName, build) {
    let name = this.names.get(key);
    if (name === undefined) {
      name = baseName;
      for (let n = 2; [...this.names.values()].includes(name); n += 1) name = `${baseName}${n}`;
      this.names.set(key, name);
      this.schemas.set(name, {});
      this.schemas.set(name, build());
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  /** Declared in this repository (not a library's or TypeScript's own declaration files). */
  ownDeclaration(symbol) {
    return (symbol?.declarations ?? []).some((declaration) => {
      const file = declaration.getSourceFile();
      return (
        !file.fileName.includes('/node_modules/') && !this.program.isSourceFileDefaultLibrary(file)
      );
    });
  }

  /**
   * `string & Opt`, `Date & Opt`: a value with a library's brand is written as the value. Other
   * intersections are objects with the properties of all their parts.
   */
  intersection(type, where) {
    const parts = type.types.filter(
      (part) => !(part.flags & ts.TypeFlags.Object) || this.ownDeclaration(part.getSymbol()),
    );
    const primitive = parts.find((part) => !(part.flags & ts.TypeFlags.Object));
    if (primitive) return this.schema(primitive, where);
    const date = type.types.find((part) => part.getSymbol()?.getName() === 'Date');
    if (date) return this.schema(date, where);
    if (parts.length === 1 && !type.aliasSymbol) return this.schema(parts[0], where);
    return this.object(type, where);
  }

  /** Named interfaces, classes and type aliases become components; others are written inline. */
  object(type, where) {
    const checker = this.checker;
    const alias = type.aliasSymbol;
    const symbol = type.getSymbol();
    const typeArguments = alias ? (type.aliasTypeArguments ?? []) : checker.getTypeArguments(type);
    const argumentNames = (typeArguments ?? []).map((argument) => this.nameOf(argument));
    if (alias && this.ownDeclaration(alias)) {
      const key = argumentNames.length ? `${alias.getName()}<${argumentNames.join(',')}>` : alias;
      return this.ref(key, [alias.getName(), ...argumentNames].join('_'), () =>
        this.inlineObject(type, `${where} › ${alias.getName()}`),
      );
    }
    if (
      symbol &&
      symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class) &&
      this.ownDeclaration(symbol) &&
      !type.isIntersection()
    ) {
      const key = argumentNames.length ? `${symbol.getName()}<${argumentNames.join(',')}>` : symbol;
      return this.ref(key, [symbol.getName(), ...argumentNames].join('_'), () =>
        this.inlineObject(type, `${where} › ${symbol.getName()}`),
      );
    }
    return this.inlineObject(type, where);
  }

  nameOf(type) {
    const name = (type.aliasSymbol ?? type.getSymbol())?.getName();
    if (name && !name.startsWith('__')) return name;
    return this.checker.typeToString(type).replace(/[^A-Za-z0-9]+/g, '');
  }

  inlineObject(type, where) {
    const checker = this.checker;
    const toJson = type.getProperty('toJSON');
    if (toJson) {
      const [signature] = checker.getSignaturesOfType(
        checker.getTypeOfSymbol(toJson),
        ts.SignatureKind.Call,
      );
      if (signature) return this.schema(checker.getReturnTypeOfSignature(signature), where);
    }
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const name = property.getName();
      if (name.startsWith('__@')) continue;
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (declaration && ts.isMethodDeclaration(declaration)) continue;
      if (declaration && ts.isMethodSignature(declaration)) continue;
      if (declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Private) {
        continue;
      }
      const propertyType = checker.getTypeOfSymbol(property);
      if (checker.getSignaturesOfType(propertyType, ts.SignatureKind.Call).length > 0) continue;
      const optional =
        (property.flags & ts.SymbolFlags.Optional) !== 0 ||
        (propertyType.isUnion() &&
          propertyType.types.some((member) => member.flags & ts.TypeFlags.Undefined));
      const schema = this.schema(propertyType, `${where}.${name}`);
      const description = ts.displayPartsToString(property.getDocumentationComment(checker));
      properties[name] =
        description && !schema.$ref ? { ...schema, description: description.trim() } : schema;
      if (!optional) required.push(name);
    }
    const schema = { type: 'object', properties };
    if (required.length) schema.required = required;
    const [index] = checker
      .getIndexInfosOfType(type)
      .filter((info) => info.keyType.flags & (ts.TypeFlags.String | ts.TypeFlags.Number));
    // `{ [key: string]: unknown }` is free-form JSON the caller authored (stored as jsonb).
    if (index) {
      schema.additionalProperties =
        index.type.flags & ts.TypeFlags.Unknown ? true : this.schema(index.type, `${where}[key]`);
    }
    if (Object.keys(properties).length === 0) delete schema.properties;
    return schema;
  }
}

function unwrapPromise(checker, type) {
  if (type.getSymbol()?.getName() === 'Promise') {
    const [inner] = checker.getTypeArguments(type);
    return inner ?? type;
  }
  return type;
}

function literalNumber(node) {
  return node && ts.isNumericLiteral(node) ? Number(node.text) : undefined;
}

/** HttpStatus.NO_CONTENT and friends, as written in @HttpCode(...). */
function statusOf(checker, node) {
  const literal = literalNumber(node);
  if (literal !== undefined) return literal;
  const type = node ? checker.getTypeAtLocation(node) : undefined;
  return type?.isNumberLiteral() ? type.value : undefined;
}

/** The backend's own program, as its tsconfig.json compiles it. */
function backendProgram() {
  const configPath = path.join(backendDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return ts.createProgram({ rootNames: config.fileNames, options: config.options });
}

/**
 * Every controller route with the success answer its return type describes: the `*.controller.ts`
 * files under `baseDir/src` of `program` (by default the backend's; the tests pass a sample's).
 */
export function describeControllers({ program = backendProgram(), baseDir = backendDir } = {}) {
  const checker = program.getTypeChecker();
  const writer = new SchemaWriter(program);
  const operations = {};
  const files = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(path.join(baseDir, 'src') + path.sep))
    .filter((file) => file.fileName.endsWith('.controller.ts'))
    .sort((a, b) => a.fileName.localeCompare(b.fileName));
  for (const file of files) {
    const relative = path.relative(baseDir, file.fileName);
    for (const statement of file.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      if (!decoratorsOf(statement).some((decorator) => decorator.name === 'Controller')) continue;
      const className = statement.name.text;
      for (const member of statement.members) {
        if (!ts.isMethodDeclaration(member) || !member.name || !ts.isIdentifier(member.name)) {
          continue;
        }
        const decorators = decoratorsOf(member);
        const route = decorators.find((decorator) => HTTP_METHODS.has(decorator.name));
        if (!route) continue;
        const methodName = member.name.text;
        const operationId = `${className}_${methodName}`;
        const where = `${relative} ${className}.${methodName}`;
        if (
          decorators.some(
            (decorator) => DESCRIBING_DECORATORS.has(decorator.name) && describesContent(decorator),
          )
        ) {
          continue;
        }
        // A route that writes its own answer through @Res() (without passthrough) describes it
        // by hand (e.g. @ApiFoundResponse for a redirect).
        const ownsReply = member.parameters.some((parameter) =>
          decoratorsOf(parameter).some(
            (decorator) =>
              decorator.name === 'Res' &&
              !(decorator.args[0] && /passthrough\s*:\s*true/.test(decorator.args[0].getText())),
          ),
        );
        if (ownsReply) continue;
        const httpCode = decorators.find((decorator) => decorator.name === 'HttpCode');
        const method = HTTP_METHODS.get(route.name);
        let status = method === 'POST' ? 201 : 200;
        if (httpCode) {
          const code = statusOf(checker, httpCode.args[0]);
          if (code === undefined) writer.problem(where, '@HttpCode(...) is not a number');
          else status = code;
        }
        const signature = checker.getSignatureFromDeclaration(member);
        const returned = unwrapPromise(checker, checker.getReturnTypeOfSignature(signature));
        const produces = decorators.find((decorator) => decorator.name === 'ApiProduces');
        if (returned.getSymbol()?.getName() === 'StreamableFile') {
          const types = produces
            ? produces.args.filter(ts.isStringLiteral).map((argument) => argument.text)
            : ['application/octet-stream'];
          operations[operationId] = { status, file: types };
        } else if (returned.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) {
          operations[operationId] = { status, empty: true };
        } else {
          operations[operationId] = { status, json: writer.schema(returned, where) };
        }
      }
    }
  }
  const schemas = Object.fromEntries(
    [...writer.schemas.entries()].sort(([a], [b]) => a.localeCompare(b)),
  );
  return { operations, schemas, problems: writer.problems };
}

/** The generated module's text, formatted as the repository's prettier configuration asks. */
export async function generatedText(described) {
  const { operations, schemas } = described;
  const text =
    `// Generated by \`${REFRESH_COMMAND}\` (backend/scripts/openapi/success-answers.mjs) from the\n` +
    '// controllers’ return types: do not edit.\n' +
    "import { type SuccessAnswers } from './success-answers';\n\n" +
    `export const SUCCESS_ANSWERS: SuccessAnswers = ${JSON.stringify({ operations, schemas })};\n`;
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  return prettier.format(text, { ...options, filepath: OUTPUT });
}

async function main() {
  const check = process.argv.includes('--check');
  const described = describeControllers();
  if (described.problems.length > 0) {
    console.error(
      `Cannot describe these success answers:\n  ${described.problems.join('\n  ')}\n` +
        'Give each route a return type that names its view (an interface or class).',
    );
    process.exitCode = 1;
    return;
  }
  const text = await generatedText(described);
  const count = Object.keys(described.operations).length;
  if (check) {
    const committed = await readFile(OUTPUT, 'utf8').catch(() => '');
    if (committed !== text) {
      console.error(`${path.relative(process.cwd(), OUTPUT)} is stale: run ${REFRESH_COMMAND}.`);
      process.exitCode = 1;
      return;
    }
    console.log(`${count} success answers are up to date.`);
    return;
  }
  await writeFile(OUTPUT, text);
  console.log(
    `Wrote ${count} success answers and ${Object.keys(described.schemas).length} schemas.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
