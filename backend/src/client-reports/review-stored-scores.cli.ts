import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnvironmentOrExit } from 'src/config/load-environment';
import { createOrmOptions } from 'src/database/orm-options';
import { type StoredScoreChange, storedScoreChanges } from './stored-scores';

/**
 * `npm run scores:review -w @sinnro/backend` (after `npm run build`): lists, tab-separated, every
 * stored generated report whose frozen score the one scoring rule would now change, for a
 * clinician to review. Reads only: reports keep their frozen texts and scores. Exits 0 either way.
 */
const COLUMNS = [
  'report_id',
  'client_uuid',
  'template_id',
  'report_name',
  'element_position',
  'element_name',
  'old_score',
  'new_score',
] as const;

export function changeLine(change: StoredScoreChange): string {
  const cell = (value: string | number | null) =>
    value === null ? '' : String(value).replace(/[\t\r\n]+/g, ' ');
  return [
    change.reportId,
    change.clientUuid,
    change.templateId,
    change.reportName,
    change.position,
    change.elementName,
    change.oldScore,
    change.newScore,
  ]
    .map(cell)
    .join('\t');
}

async function main(): Promise<void> {
  const environment = loadEnvironmentOrExit();
  const orm = await MikroORM.init(createOrmOptions(environment));
  try {
    const changes = await storedScoreChanges(orm.em.fork());
    process.stdout.write(`${COLUMNS.join('\t')}\n`);
    for (const change of changes) process.stdout.write(`${changeLine(change)}\n`);
    process.stderr.write(
      `${changes.length} stored element score(s) the scoring rule would now change.\n`,
    );
  } finally {
    await orm.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`,
    );
    process.exit(1);
  });
}
