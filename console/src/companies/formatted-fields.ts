/** The console's money and date fields, for the company screens' subfolders. */
export { LocalDateField, MoneyField } from '../layout/FormattedFields';
