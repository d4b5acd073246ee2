// Terminal output: coloured tags for child processes and the launcher's own messages.

const useColor =
  process.env.FORCE_COLOR !== undefined && process.env.FORCE_COLOR !== '0'
    ? true
    : Boolean(process.stdout.isTTY) && process.env.NO_COLOR === undefined;

const ANSI = {
  bold: 1,
  dim: 2,
  red: 31,
  green: 32,
  yellow: 33,
  blue: 34,
  magenta: 35,
  cyan: 36,
  gray: 90,
};

export function paint(style, text) {
  return useColor ? `\x1b[${ANSI[style]}m${text}\x1b[0m` : text;
}

const TAG_COLORS = {
  api: 'cyan',
  worker: 'magenta',
  console: 'blue',
  client: 'green',
  db: 'yellow',
  redis: 'red',
  mail: 'gray',
  build: 'gray',
};
const TAG_WIDTH = 7;

export function formatChildLine(tag, text) {
  return `${paint(TAG_COLORS[tag] ?? 'gray', tag.padEnd(TAG_WIDTH))}${paint('dim', '│')} ${text}`;
}

export function info(text) {
  console.log(`${paint('dim', '›')} ${text}`);
}

export function note(text) {
  console.log(`${paint('yellow', '!')} ${text}`);
}

export function fail(text) {
  console.error(`${paint('red', '✖')} ${text}`);
}
