// Runs `npm test`'s steps: stages one after another, the steps of a stage side by side. Each
// line a step prints is prefixed with its name; each step's time is printed when it ends and
// all of them at the end, so CI logs show where the minutes go.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';

/**
 * @typedef {{ name: string, command: string, args: string[] }} Step
 * @typedef {{ name: string, seconds: number, code: number }} StepResult
 */

/** Runs one step, its output line by line behind `[name] ` (unprefixed when it runs alone). */
export function runStep(step, { prefix = true, output = process.stdout } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const label = prefix ? `[${step.name}] ` : '';
    for (const stream of [child.stdout, child.stderr]) {
      readline
        .createInterface({ input: stream, crlfDelay: Infinity })
        .on('line', (line) => output.write(`${label}${line}\n`));
    }
    child.on('error', (error) => output.write(`${label}could not start: ${error.message}\n`));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const result = { name: step.name, seconds, code: code ?? (signal ? 1 : 0) };
      output.write(
        `${label}${step.name} ${result.code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s\n`,
      );
      resolve(result);
    });
  });
}

/**
 * Runs the stages in order; a stage starts only when every step of the one before passed.
 * Resolves to each step's result (steps of a stage not reached are absent).
 * @param {Step[][]} stages
 * @returns {Promise<StepResult[]>}
 */
export async function runStages(stages, options = {}) {
  const results = [];
  for (const stage of stages) {
    const prefix = stage.length > 1;
    const stageResults = await Promise.all(
      stage.map((step) => runStep(step, { ...options, prefix })),
    );
    results.push(...stageResults);
    if (stageResults.some((result) => result.code !== 0)) break;
  }
  return results;
}

/** The closing table: each step's time and outcome. */
export function summary(results) {
  const width = Math.max(...results.map((result) => result.name.length));
  return results
    .map(
      (result) =>
        `${result.name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.code === 0 ? 'passed' : 'FAILED'}`,
    )
    .join('\n');
}
