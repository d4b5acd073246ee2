import { formatDate, formatDateTime, formatMoney } from '@sinnro/web-session';
import { FunctionField, type FunctionFieldProps, type RaRecord, useLocaleState } from 'react-admin';

type FieldProps = Omit<FunctionFieldProps, 'render' | 'source'> & { source: string };

/** The record's value at a (dotted) source path. */
function valueAt(record: RaRecord | undefined, source: string): unknown {
  return source
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      record,
    );
}

/**
 * An amount the API sends in minor units (öre), in kronor as the interface language writes it
 * ("1 234,50 kr" / "SEK 1,234.50"); '–' (or emptyText) when there is none.
 */
export const MoneyField = ({
  source,
  currency = 'SEK',
  emptyText = '–',
  ...props
}: FieldProps & { currency?: string }) => {
  const [locale] = useLocaleState();
  return (
    <FunctionField
      source={source}
      textAlign="right"
      {...props}
      render={(record: RaRecord) => {
        const value = valueAt(record, source);
        return typeof value === 'number' ? formatMoney(value, currency, locale) : emptyText;
      }}
    />
  );
};

/**
 * A date (or with showTime a moment in the viewer's time) in the interface language's one format
 * ("1 dec. 2026 09:05" / "1 Dec 2026, 09:05"), instead of react-admin's DateField, which writes
 * the browser's format whatever the interface language.
 */
export const LocalDateField = ({
  source,
  showTime = false,
  emptyText = '',
  ...props
}: FieldProps & { showTime?: boolean }) => {
  const [locale] = useLocaleState();
  return (
    <FunctionField
      source={source}
      {...props}
      render={(record: RaRecord) => {
        const value = valueAt(record, source);
        if (typeof value !== 'string' && typeof value !== 'number') return emptyText;
        const text = showTime ? formatDateTime(value, locale) : formatDate(value, locale);
        return text === '' ? emptyText : text;
      }}
    />
  );
};
