import {
  type RiskFlagAcknowledgeFailure,
  type RiskFlagDates,
  type RiskFlagTexts,
} from '@sinnro/care-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { dateTime, shortDate } from '../specialists/format';

/** The risk flag screens' texts (care-ui) in the interface language. */
export function useRiskFlagTexts(): RiskFlagTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      actions: {
        contacted: t('riskFlags.actions.contacted'),
        referred: t('riskFlags.actions.referred'),
        other: t('riskFlags.actions.other'),
      },
      detail: {
        open: (date) => t('riskFlags.detail.open', { date }),
        acknowledgedBy: (name, date) => t('riskFlags.detail.acknowledgedBy', { name, date }),
        why: t('riskFlags.detail.why'),
        test: t('riskFlags.detail.test'),
        item: (number) => t('riskFlags.detail.item', { number }),
        itemUnnumbered: t('riskFlags.detail.itemUnnumbered'),
        answer: t('riskFlags.detail.answer'),
        answerValue: (value, max) => t('riskFlags.detail.answerValue', { value, max }),
        rule: t('riskFlags.detail.rule'),
        threshold: (threshold) => t('riskFlags.detail.threshold', { threshold }),
        total: t('riskFlags.detail.total'),
        scoreOf: (score, max) => t('riskFlags.detail.scoreOf', { score, max }),
        notDone: t('riskFlags.detail.notDone'),
        noReport: t('riskFlags.detail.noReport'),
        when: t('riskFlags.detail.when'),
        round: t('riskFlags.detail.round'),
        roundNumber: (num) => t('riskFlags.detail.roundNumber', { num }),
        recipient: t('riskFlags.detail.recipient'),
        rounds: (test) => t('riskFlags.detail.rounds', { test }),
        completed: t('riskFlags.detail.completed'),
        thisFlag: t('riskFlags.detail.thisFlag'),
      },
      acknowledge: {
        title: (name) => t('riskFlags.acknowledge.title', { name }),
        question: t('riskFlags.acknowledge.question'),
        note: t('riskFlags.acknowledge.note'),
        noteHelp: t('riskFlags.acknowledge.noteHelp'),
        actionRequired: t('riskFlags.acknowledge.actionRequired'),
        noteRequired: t('riskFlags.acknowledge.noteRequired'),
        cancel: t('riskFlags.acknowledge.cancel'),
        submit: t('riskFlags.acknowledge.submit'),
      },
    }),
    [t],
  );
}

/** Times and days as the specialist screens write them, in the interface language. */
export function useRiskFlagDates(): RiskFlagDates {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useMemo(
    () => ({
      dateTime: (iso) => dateTime(iso, language),
      date: (iso) => shortDate(iso, language),
    }),
    [language],
  );
}

const joined = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(' ') : value;

/** Why an acknowledgement failed: the server's field errors, its message, or a network failure. */
export function useAcknowledgeFailure(): (error: unknown) => RiskFlagAcknowledgeFailure {
  const { t } = useTranslation();
  return (error) =>
    error instanceof ApiError
      ? {
          action: joined(error.errors.action),
          note: joined(error.errors.note),
          message: error.message,
        }
      : { message: t('errors.network') };
}
