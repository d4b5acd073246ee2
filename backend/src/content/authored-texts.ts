import { type Collection, ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { type MessageKey } from 'src/common/i18n/messages';
import { type AuthoredText } from './authored-text';

export interface RequiredText<T> {
  /** The entity property a new language row cannot do without… */
  property: keyof T;
  /** …and the request field and message that report it missing. */
  field: string;
  message: MessageKey;
}

/**
 * Writes the texts sent for one language: updates that language's row, or creates it (which needs
 * the required text). Other languages' rows are never touched.
 */
export function writeText<T extends AuthoredText>(
  texts: Collection<T>,
  language: Language,
  changes: Partial<T>,
  required: RequiredText<T>,
  create: () => T,
): void {
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
  if (Object.keys(defined).length === 0) return;
  const existing = texts.getItems().find((text) => text.language === language);
  if (existing) {
    Object.assign(existing, defined);
    return;
  }
  if (defined[required.property] === undefined)
    throw ApiException.invalidData({ [required.field]: [{ key: required.message }] });
  create();
}

/** Runs a delete; a row still referenced elsewhere (program, report) answers 409, not 500. */
export async function deleteOrConflict(remove: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    if (error instanceof ForeignKeyConstraintViolationException)
      throw ApiException.conflict('content.inUse');
    throw error;
  }
}
