/** The console's CSV export, for the company screens in the folders below (see csv-exporter). */
export { csvExporter } from '../layout/csv-exporter';
