import {
  SubscriptionEditor as SharedSubscriptionEditor,
  type SubscriptionEditorApi,
} from '@sinnro/care-ui';
import { useMemo } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { failureText } from '../users/console-api';
import {
  fetchEndReasons,
  fetchModuleOptions,
  fetchPrograms,
  type ProgramSubscription,
  subscriptionChanges,
} from './subscription-api';
import { useReferenceNames } from '../i18n/reference-names';

interface EditorProps {
  userId: number;
  subscription: ProgramSubscription;
  onChanged: (subscription: ProgramSubscription) => void;
}

/**
 * A user's program subscription (@sinnro/care-ui SubscriptionEditor): end date, programs, the
 * modules (open or lock, move, remove, add open or closed), cancelling and ending the treatment
 * with a reason in two steps. Texts from react-admin's translations, toasts by useNotify.
 */
export const SubscriptionEditor = ({ userId, subscription, onChanged }: EditorProps) => {
  const translate = useTranslate();
  const names = useReferenceNames();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const uuid = subscription.uuid;

  const api = useMemo((): SubscriptionEditorApi => {
    const changes = subscriptionChanges(userId, uuid, locale);
    return {
      programs: (modelUuid) => fetchPrograms(modelUuid, locale),
      moduleOptions: () => fetchModuleOptions(locale),
      endReasons: () => fetchEndReasons(locale),
      setModuleOpen: changes.setOpen,
      reorder: changes.reorder,
      removeModule: changes.remove,
      addProgram: changes.addProgram,
      addModules: changes.addModules,
      setEndDate: changes.setEndDate,
      cancel: changes.cancel,
      endTreatment: (choice) => changes.endTreatment(choice.reason, choice.comment),
    };
  }, [userId, uuid, locale]);

  return (
    <SharedSubscriptionEditor
      subscription={subscription}
      api={api}
      onChanged={onChanged}
      onSaved={(text) => notify(text, { type: 'success' })}
      onFailed={(text, error) =>
        notify(`${text}: ${translate(failureText(error, 'app.users.errors.network'))}`, {
          type: 'error',
        })
      }
      headingVariant="h6"
      texts={{
        stateTitle: names.model(subscription.subscription_model_name),
        status: (status) =>
          translate('app.subscriptions.status', {
            status: translate(`app.subscriptions.statuses.${status}`),
          }),
        period: (start, end) => translate('app.subscriptions.period', { start, end }),
        ended: (reason) => translate('app.subscriptions.ended', { reason }),
        endDate: translate('app.subscriptions.end_date'),
        saveEndDate: translate('app.subscriptions.save_end_date'),
        modulesTitle: translate('app.subscriptions.modules'),
        programs: (names) => translate('app.subscriptions.programs', { names }),
        noModules: translate('app.subscriptions.no_modules'),
        progress: (value) => translate('app.subscriptions.progress', { value }),
        open: translate('app.subscriptions.open'),
        locked: translate('app.subscriptions.locked'),
        lock: translate('app.subscriptions.lock'),
        unlock: translate('app.subscriptions.unlock'),
        lockNamed: (name) => translate('app.subscriptions.lock_named', { name }),
        unlockNamed: (name) => translate('app.subscriptions.unlock_named', { name }),
        up: (name) => translate('app.subscriptions.up', { name }),
        down: (name) => translate('app.subscriptions.down', { name }),
        remove: translate('app.subscriptions.remove'),
        removeNamed: (name) => translate('app.subscriptions.remove_named', { name }),
        choose: translate('app.subscriptions.choose'),
        addProgram: translate('app.subscriptions.add_program'),
        addProgramButton: translate('app.subscriptions.add_program_button'),
        addModule: translate('app.subscriptions.add_module'),
        addOpen: translate('app.subscriptions.add_open'),
        addModuleButton: translate('app.subscriptions.add_module_button'),
        cancel: translate('app.subscriptions.cancel'),
        cancelTitle: translate('app.subscriptions.cancel_title'),
        cancelText: translate('app.subscriptions.cancel_text'),
        cancelConfirm: translate('ra.action.confirm'),
        close: translate('ra.action.cancel'),
        updated: translate('app.subscriptions.toasts.updated'),
        saved: translate('app.subscriptions.toasts.saved'),
        updateFailed: translate('app.subscriptions.toasts.update_failed'),
        cancelFailed: translate('app.subscriptions.toasts.cancel_failed'),
        end: {
          button: translate('app.subscriptions.end.button'),
          title: translate('app.subscriptions.end.title'),
          reason: translate('app.subscriptions.end.reason'),
          chooseReason: translate('app.subscriptions.choose'),
          reasonRequired: translate('app.subscriptions.end.reason_required'),
          reasonsFailed: translate('app.subscriptions.end.reasons_failed'),
          comment: translate('app.subscriptions.end.comment'),
          next: translate('app.subscriptions.end.next'),
          confirmTitle: translate('app.subscriptions.end.confirm_title'),
          irreversible: translate('app.subscriptions.end.irreversible'),
          confirm: translate('app.subscriptions.end.confirm'),
          close: translate('ra.action.cancel'),
        },
      }}
    />
  );
};
