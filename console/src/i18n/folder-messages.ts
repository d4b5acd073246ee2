import { contentMessages } from '../modules/messages';
import { companyMessages } from '../companies/messages';
import { companySubscriptionMessages } from '../company-subscriptions/messages';
import { programMessages } from '../programs/messages';
import { referenceTemplateMessages } from '../reference-templates/messages';
import { reportMessages } from '../reports/messages';
import { testMessages } from '../tests/messages';
import { accessLogMessages } from '../access-log/messages';
import { hcClientMessages } from '../hc-clients/messages';
import { insuranceMessages } from '../insurance/messages';
import { messagesMessages } from '../messages/messages';
import { profileMessages } from '../profile/messages';
import { userSubscriptionMessages } from '../user-subscriptions/messages';
import { usersMessages } from '../users/messages';
import { dashboardMessages } from '../dashboard/messages';
import { errorMessages } from '../providers/messages';
import { richTextMessages } from '../rich-text/messages';
import { riskFlagMessages } from '../risk-flags/messages';
import { accessLogReviewMessages } from '../access-log-reviews/messages';

/**
 * Each console folder's own texts ({ sv, en }, in its messages.ts), merged into the languages'
 * messages by i18nProvider. One line per folder.
 */
export interface FolderMessages {
  sv: MessageTree;
  en: MessageTree;
}

export interface MessageTree {
  [key: string]: string | MessageTree | undefined;
}

export const FOLDER_MESSAGES: readonly FolderMessages[] = [
  companyMessages,
  companySubscriptionMessages,
  programMessages,
  contentMessages,
  testMessages,
  reportMessages,
  referenceTemplateMessages,
  usersMessages,
  userSubscriptionMessages,
  accessLogMessages,
  insuranceMessages,
  messagesMessages,
  profileMessages,
  hcClientMessages,
  dashboardMessages,
  errorMessages,
  richTextMessages,
  riskFlagMessages,
  accessLogReviewMessages,
];

function isTree(value: string | MessageTree | undefined): value is MessageTree {
  return typeof value === 'object';
}

/** `base` with `extra` laid over it, key by key; neither is changed. */
export function mergeMessages(base: MessageTree, extra: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeMessages(existing, value) : value;
  }
  return merged;
}

/** A language's messages with every folder's texts for it. */
export function withFolderMessages(base: MessageTree, locale: 'sv' | 'en'): MessageTree {
  return FOLDER_MESSAGES.reduce(
    (messages, folder) => mergeMessages(messages, folder[locale]),
    base,
  );
}
