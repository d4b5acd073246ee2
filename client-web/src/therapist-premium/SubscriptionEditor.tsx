import {
  SubscriptionEditor as SharedSubscriptionEditor,
  type SubscriptionEditorApi,
} from '@sinnro/care-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';
import {
  addModules,
  addProgram,
  cancelSubscription,
  endTreatment,
  fetchEndReasons,
  fetchModuleOptions,
  fetchPrograms,
  type ProgramSubscription,
  removeModule,
  reorderModules,
  setModuleOpen,
  updateSubscription,
} from './tp-api';

/** The toast text of a failed change: the screen's text and the server's reason. */
function failureText(generic: string, error: unknown): string {
  if (!(error instanceof ApiError)) return generic;
  return `${generic}: ${error.userMessages.join(' ')}`;
}

interface EditorProps {
  userId: number;
  subscription: ProgramSubscription;
  onChanged: (subscription: ProgramSubscription) => void;
}

/**
 * A client's program subscription for their therapist (@sinnro/care-ui SubscriptionEditor): end
 * date, programs, the modules (lock or open, move, remove, add open or closed), cancelling and
 * ending the treatment in two steps. Texts from i18next, toasts of client-web.
 */
export function SubscriptionEditor({ userId, subscription, onChanged }: EditorProps) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const uuid = subscription.uuid;

  const api = useMemo(
    (): SubscriptionEditorApi => ({
      programs: (modelUuid) => fetchPrograms(modelUuid),
      moduleOptions: () => fetchModuleOptions(),
      endReasons: () => fetchEndReasons(),
      setModuleOpen: (moduleId, isOpen) => setModuleOpen(userId, uuid, moduleId, isOpen),
      reorder: (moduleIds) => reorderModules(userId, uuid, moduleIds),
      removeModule: (moduleId) => removeModule(userId, uuid, moduleId),
      addProgram: (programId) => addProgram(userId, uuid, programId),
      addModules: (moduleIds, isOpen) => addModules(userId, uuid, moduleIds, isOpen),
      setEndDate: (endDate) => updateSubscription(userId, uuid, { end_date: endDate }),
      cancel: () => cancelSubscription(userId, uuid),
      endTreatment: (choice) => endTreatment(userId, uuid, choice),
    }),
    [userId, uuid],
  );

  return (
    <>
      {/* The calls take the language from i18next: another language loads the lists again. */}
      <SharedSubscriptionEditor
        key={i18n.resolvedLanguage}
        subscription={subscription}
        api={api}
        onChanged={onChanged}
        onSaved={setSuccess}
        onFailed={(text, error) => setFailure(failureText(text, error))}
        texts={{
          stateTitle: t('therapistPremium.subscription.state'),
          status: (status) =>
            t('therapistPremium.subscription.status', {
              status: t(`therapistPremium.statuses.${status}`),
            }),
          period: (start, end) => t('therapistPremium.subscription.period', { start, end }),
          ended: (reason) => t('therapistPremium.subscription.ended', { reason }),
          endDate: t('therapistPremium.subscription.endDate'),
          saveEndDate: t('therapistPremium.subscription.saveEndDate'),
          modulesTitle: t('therapistPremium.modules.title'),
          programs: (names) => t('therapistPremium.modules.programs', { names }),
          noModules: t('therapistPremium.modules.empty'),
          progress: (progress) => t('therapistPremium.modules.progress', { progress }),
          open: t('therapistPremium.modules.open'),
          locked: t('therapistPremium.modules.locked'),
          lock: t('therapistPremium.modules.lock'),
          unlock: t('therapistPremium.modules.unlock'),
          lockNamed: (name) => t('therapistPremium.modules.lockNamed', { name }),
          unlockNamed: (name) => t('therapistPremium.modules.unlockNamed', { name }),
          up: (name) => t('therapistPremium.modules.up', { name }),
          down: (name) => t('therapistPremium.modules.down', { name }),
          remove: t('therapistPremium.modules.remove'),
          removeNamed: (name) => t('therapistPremium.modules.removeNamed', { name }),
          choose: t('therapistPremium.choose'),
          addProgram: t('therapistPremium.modules.addProgram'),
          addProgramButton: t('therapistPremium.modules.addProgramButton'),
          addModule: t('therapistPremium.modules.addModule'),
          addOpen: t('therapistPremium.modules.addOpen'),
          addModuleButton: t('therapistPremium.modules.addModuleButton'),
          cancel: t('therapistPremium.subscription.cancel'),
          cancelTitle: t('therapistPremium.subscription.cancelTitle'),
          cancelText: t('therapistPremium.subscription.cancelText'),
          cancelConfirm: t('therapistPremium.subscription.cancelConfirm'),
          close: t('therapistPremium.cancel'),
          saved: t('therapistPremium.toasts.success'),
          updateFailed: t('therapistPremium.toasts.updateSubscriptionFailed'),
          cancelFailed: t('therapistPremium.toasts.cancelFailed'),
          end: {
            button: t('therapistPremium.end.button'),
            title: t('therapistPremium.end.title'),
            reason: t('therapistPremium.end.reason'),
            chooseReason: t('therapistPremium.end.chooseReason'),
            reasonRequired: t('therapistPremium.end.reasonRequired'),
            reasonsFailed: t('therapistPremium.end.reasonsFailed'),
            comment: t('therapistPremium.end.comment'),
            next: t('therapistPremium.end.next'),
            confirmTitle: t('therapistPremium.end.confirmTitle'),
            irreversible: t('therapistPremium.end.irreversible'),
            confirm: t('therapistPremium.end.confirm'),
            close: t('therapistPremium.cancel'),
          },
        }}
      />
      <SuccessToast message={success} onClose={() => setSuccess(null)} />
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
