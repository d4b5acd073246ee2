import { recordsCsv } from '@sinnro/web-session';
import { downloadCSV, type Exporter } from 'react-admin';

/**
 * The console's list export: the records as react-admin's default export has them (a column per
 * field, nested ones dotted), with every text cell a spreadsheet would read as a formula made
 * inert (see recordsCsv). Every list with an export button uses it instead of the default.
 */
export const csvExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) => {
  downloadCSV(recordsCsv(records as Record<string, unknown>[]), resource ?? 'export');
};
