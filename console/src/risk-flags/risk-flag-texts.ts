import {
  type RiskFlagAcknowledgeFailure,
  type RiskFlagDates,
  type RiskFlagTexts,
} from '@sinnro/care-ui';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { failureText, fieldErrorsOf } from '../users/console-api';
import { dateTime, shortDate } from './risk-flags-api';

/** The risk flag screens' texts (care-ui) in the console's language (messages.ts). */
export function useRiskFlagTexts(): RiskFlagTexts {
  const translate = useTranslate();
  return useMemo(() => {
    const t = (key: string, options?: Record<string, unknown>) =>
      translate(`app.risk_flags.${key}`, options);
    return {
      actions: {
        contacted: t('actions.contacted'),
        referred: t('actions.referred'),
        other: t('actions.other'),
      },
      detail: {
        open: (date) => t('open', { date }),
        acknowledgedBy: (name, date) => t('acknowledged_by', { name, date }),
        why: t('why'),
        test: t('test'),
        item: (number) => t('item', { number }),
        itemUnnumbered: t('item_unnumbered'),
        answer: t('answer'),
        answerValue: (value, max) => t('answer_value', { value, max }),
        rule: t('rule'),
        threshold: (threshold) => t('threshold', { threshold }),
        total: t('total'),
        scoreOf: (score, max) => t('score_of', { score, max }),
        notDone: t('not_done'),
        noReport: t('no_report'),
        when: t('when'),
        round: t('round'),
        roundNumber: (num) => t('round_number', { num }),
        recipient: t('recipient'),
        rounds: (test) => t('rounds', { test }),
        completed: t('completed'),
        thisFlag: t('this_flag'),
      },
      acknowledge: {
        title: (name) => t('acknowledge.title', { name }),
        question: t('acknowledge.question'),
        note: t('acknowledge.note'),
        noteHelp: t('acknowledge.note_help'),
        actionRequired: t('acknowledge.action_required'),
        noteRequired: t('acknowledge.note_required'),
        cancel: t('acknowledge.cancel'),
        submit: t('acknowledge.submit'),
      },
    } satisfies RiskFlagTexts;
  }, [translate]);
}

/** Times and days in the console's language. */
export function useRiskFlagDates(): RiskFlagDates {
  const [locale] = useLocaleState();
  return useMemo(
    () => ({
      dateTime: (iso) => dateTime(iso, locale),
      date: (iso) => shortDate(iso, locale),
    }),
    [locale],
  );
}

/** Why an acknowledgement failed: the server's field errors, its message, or a network failure. */
export function useAcknowledgeFailure(): (error: unknown) => RiskFlagAcknowledgeFailure {
  const translate = useTranslate();
  return (error) => {
    const fields = fieldErrorsOf(error);
    const message = failureText(error, 'app.users.errors.network');
    return {
      action: fields?.action,
      note: fields?.note,
      message: translate(message, { _: message }),
    };
  };
}
