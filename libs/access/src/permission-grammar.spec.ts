import fc from 'fast-check';
import {
  ACTIONS,
  RESOURCES,
  SCOPES,
  actionsAllowedOn,
  formatPermission,
  formatRequirement,
  isPermissionString,
  parsePermission,
  parseRequirement,
  PermissionSyntaxError,
  type Permission,
  type Resource,
} from './permission-grammar';

// The language written out independently of the parser: CRUD everywhere, bulk actions on company,
// impersonate on user, any of the five scopes.
function actionsOracle(resource: Resource): string[] {
  const crud = ['create', 'read', 'update', 'delete'];
  if (resource === 'company') return [...crud, 'readAll', 'createAll', 'updateAll'];
  if (resource === 'user') return [...crud, 'impersonate'];
  return crud;
}

const LANGUAGE = new Set(
  RESOURCES.flatMap((resource) =>
    actionsOracle(resource).flatMap((action) =>
      SCOPES.map((scope) => `${resource}.${action}.[${scope}]`),
    ),
  ),
);

const resource = fc.constantFrom(...RESOURCES);
const scope = fc.constantFrom(...SCOPES);
const permission: fc.Arbitrary<Permission> = resource.chain((r) =>
  fc.record({ resource: fc.constant(r), action: fc.constantFrom(...actionsAllowedOn(r)), scope }),
);
const validText = permission.map((p) => `${p.resource}.${p.action}.[${p.scope}]`);

function rejection(text: string): PermissionSyntaxError {
  try {
    parsePermission(text);
  } catch (error) {
    if (error instanceof PermissionSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${text}" was accepted`);
}

/** Inserts `piece` at a random position of a valid permission. */
const withInserted = (piece: fc.Arbitrary<string>) =>
  fc.tuple(validText, piece, fc.nat()).map(([text, inserted, at]) => {
    const index = at % (text.length + 1);
    return text.slice(0, index) + inserted + text.slice(index);
  });

describe('parsePermission', () => {
  it('accepts exactly the written-out language', () => {
    expect(LANGUAGE.size).toBe(RESOURCES.length * 4 * SCOPES.length + 4 * SCOPES.length);
    for (const text of LANGUAGE) expect(isPermissionString(text)).toBe(true);
  });

  it('round-trips every valid permission through format and parse', () => {
    fc.assert(
      fc.property(permission, (p) => {
        const text = formatPermission(p);
        expect(parsePermission(text)).toEqual(p);
        expect(formatPermission(parsePermission(text))).toBe(text);
      }),
    );
  });

  it.each([
    ['compnay.read.[*]', 'Unknown resource "compnay" in "compnay.read.[*]"'],
    [
      'user.readAll.[*]',
      'Action "readAll" is not allowed on resource "user" in "user.readAll.[*]"',
    ],
    ['company.impersonate.[*]', 'Action "impersonate" is not allowed on resource "company"'],
    ['user.reed.[*]', 'Unknown action "reed"'],
    ['user.read', 'Missing scope in "user.read": expected resource.action.[scope]'],
    ['user.read.', 'Missing scope in "user.read."'],
    ['user', 'Missing action in "user"'],
    ['.read.[*]', 'Missing resource in ".read.[*]"'],
    [
      'user.read.company',
      'must be written in square brackets, e.g. [company], in "user.read.company"',
    ],
    ['user.read.[team]', 'Unknown scope "[team]" in "user.read.[team]"'],
    ['user.read.[]', 'Unknown scope "[]"'],
    ['user.read.[company.unit]', 'Unknown scope "[company.unit]"'],
    ['user.read.[*].x', 'Unexpected ".x" after scope "[*]"'],
    ['user.read.extra.[*]', 'Unexpected part "extra"'],
    ['', 'Empty string: expected resource.action.[scope]'],
    ['user.read.[*] ', 'Whitespace is not allowed in "user.read.[*] "'],
    ['User.read.[*]', 'Unknown resource "User"'],
  ])('rejects %j', (text, message) => {
    expect(rejection(text).message).toContain(message);
    expect(rejection(text).text).toBe(text);
  });

  it('names an unknown resource', () => {
    const unknown = fc
      .stringMatching(/^[a-zA-Z/-]{1,16}$/)
      .filter((r) => !LANGUAGE.has(`${r}.read.[*]`));
    fc.assert(
      fc.property(unknown, fc.constantFrom(...ACTIONS), scope, (bad, action, s) => {
        expect(rejection(`${bad}.${action}.[${s}]`).message).toContain(`Unknown resource "${bad}"`);
      }),
    );
  });

  it('names an unknown action, or an action the resource does not allow', () => {
    const unknown = fc
      .stringMatching(/^[a-zA-Z]{1,12}$/)
      .filter((a) => !ACTIONS.some((x) => x === a));
    fc.assert(
      fc.property(resource, unknown, scope, (r, bad, s) => {
        expect(rejection(`${r}.${bad}.[${s}]`).message).toContain(`Unknown action "${bad}"`);
      }),
    );
    const misplaced = fc
      .tuple(resource, fc.constantFrom(...ACTIONS), scope)
      .filter(([r, a]) => !actionsOracle(r).includes(a));
    fc.assert(
      fc.property(misplaced, ([r, a, s]) => {
        expect(rejection(`${r}.${a}.[${s}]`).message).toContain(
          `Action "${a}" is not allowed on resource "${r}"`,
        );
      }),
    );
  });

  it('names a missing, unbracketed or unknown scope', () => {
    fc.assert(
      fc.property(permission, (p) => {
        const head = `${p.resource}.${p.action}`;
        expect(rejection(head).message).toContain(`Missing scope in "${head}"`);
        expect(rejection(`${head}.${p.scope}`).message).toContain(`Scope "${p.scope}" must be`);
      }),
    );
    const unknown = fc
      .stringMatching(/^[a-z*-]{0,12}$/)
      .filter((s) => !SCOPES.some((x) => x === s));
    fc.assert(
      fc.property(permission, unknown, (p, bad) => {
        const text = `${p.resource}.${p.action}.[${bad}]`;
        expect(rejection(text).message).toContain(`Unknown scope "[${bad}]"`);
      }),
    );
  });

  it('rejects an extra dot anywhere', () => {
    fc.assert(fc.property(withInserted(fc.constant('.')), (text) => !isPermissionString(text)));
  });

  it('rejects whitespace anywhere and says so', () => {
    const space = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003');
    fc.assert(
      fc.property(withInserted(space), (text) => {
        expect(rejection(text).message).toContain('Whitespace is not allowed');
      }),
    );
  });

  it('accepts a string exactly when it is in the language, and never throws anything else', () => {
    const edited = fc
      .tuple(validText, fc.nat(), fc.nat({ max: 2 }), fc.constantFrom(...'.[]*/-abcuy'))
      .map(([text, at, edit, char]) => {
        const index = at % text.length;
        const tail = text.slice(index + (edit === 0 ? 0 : 1));
        return text.slice(0, index) + (edit === 1 ? '' : char) + tail;
      });
    const anyText = fc.oneof(edited, fc.string(), fc.string({ unit: 'binary' }), validText);
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isPermissionString(text)).toBe(LANGUAGE.has(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses to format a combination it would not parse', () => {
    expect(() => formatPermission({ resource: 'role', action: 'impersonate', scope: '*' })).toThrow(
      PermissionSyntaxError,
    );
  });
});

describe('parseRequirement', () => {
  it('round-trips every resource.action pair the grammar allows', () => {
    fc.assert(
      fc.property(permission, ({ resource: r, action }) => {
        expect(parseRequirement(formatRequirement({ resource: r, action }))).toEqual({
          resource: r,
          action,
        });
      }),
    );
  });

  it.each([
    ['user.read.[*]', 'Unexpected "[*]" in requirement "user.read.[*]": expected resource.action'],
    ['compnay.read', 'Unknown resource "compnay"'],
    ['faq.updateAll', 'Action "updateAll" is not allowed on resource "faq"'],
    ['user', 'Missing action in "user": expected resource.action'],
    ['user. read', 'Whitespace'],
  ])('rejects %j', (text, message) => {
    expect(() => parseRequirement(text)).toThrow(message);
  });
});

describe('isPermissionString', () => {
  it('is false for non-strings', () => {
    expect(isPermissionString(undefined)).toBe(false);
    expect(isPermissionString(42)).toBe(false);
  });
});
