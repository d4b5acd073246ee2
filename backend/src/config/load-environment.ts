import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { NationalIdKeyError, parseNationalIdKeys } from 'src/users/national-id/national-id-cipher';
import { EXPECTED, Environment } from './environment';

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigurationError';
  }
}

/**
 * Variables a production deployment must set explicitly (no development default is safe there).
 * JITSI_JWT_SECRET: without it both participants get the same token-less room link.
 * NATIONAL_ID_*: the defaults are development keys published in the source.
 */
const REQUIRED_IN_PRODUCTION: (keyof Environment)[] = [
  'SMTP_URL',
  'CONSOLE_URL',
  'CLIENT_WEB_URL',
  'JITSI_JWT_SECRET',
  'NATIONAL_ID_KEYS',
  'NATIONAL_ID_KEY_ID',
  'NATIONAL_ID_INDEX_KEY',
];

/**
 * Validates the given environment. Throws a ConfigurationError with one line per bad variable,
 * each naming the variable and what it should be; never echoes a value (it may be a secret).
 */
export function loadEnvironment(source: NodeJS.ProcessEnv): Environment {
  const defined = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const environment = plainToInstance(Environment, defined, { exposeDefaultValues: true });
  const problems = validateSync(environment, { forbidUnknownValues: false }).map(({ property }) =>
    describeProblem(property as keyof Environment, defined[property] === undefined),
  );
  if (!problems.some((problem) => problem.includes(' NATIONAL_ID_'))) {
    problems.push(...nationalIdKeyProblems(environment));
  }
  if (environment.NODE_ENV === 'production') {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (defined[name] === undefined) problems.push(describeProblem(name, true));
    }
  }
  if (problems.length > 0) throw new ConfigurationError(problems);
  return environment;
}

/** The personal-number keys checked together (each key's length, the current id among them). */
function nationalIdKeyProblems(environment: Environment): string[] {
  try {
    parseNationalIdKeys({
      keys: environment.NATIONAL_ID_KEYS,
      currentKeyId: environment.NATIONAL_ID_KEY_ID,
      indexKey: environment.NATIONAL_ID_INDEX_KEY,
    });
    return [];
  } catch (error) {
    if (!(error instanceof NationalIdKeyError)) throw error;
    const name = error.message.startsWith('the index key')
      ? 'NATIONAL_ID_INDEX_KEY'
      : 'NATIONAL_ID_KEYS';
    return [`${describeProblem(name, false)} (${error.message})`];
  }
}

function describeProblem(name: keyof Environment, missing: boolean): string {
  return `Configuration error: ${name} is ${missing ? 'missing' : 'invalid'}; expected ${EXPECTED[name]}.`;
}

/** For entry points: validate or print the problems and stop the process. */
export function loadEnvironmentOrExit(): Environment {
  try {
    return loadEnvironment(process.env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
