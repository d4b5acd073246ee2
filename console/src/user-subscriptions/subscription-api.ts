import { type ApiSchemas } from '@sinnro/web-session';
import { apiCall } from '../users/console-api';

export type ProgramSubscription = ApiSchemas['ProgramSubscriptionView'];
export type SubscriptionModule = ProgramSubscription['modules'][number];
export type SubscriptionType = ApiSchemas['SubscriptionTypeView'];
export type EndReason = ApiSchemas['AttributeView'];
export type ProgramRow = ApiSchemas['ProgramListAnswer']['data'][number];
export type ModuleOption = ApiSchemas['ModuleOptionView'];
export type NewSubscriptionBody = ApiSchemas['CreateSubscriptionDto'];
type EstimatedEndDate = ApiSchemas['EstimatedEndDateView'];

const base = (userId: number | string) => `/api/users/${userId}/program-subscriptions`;

/** Where a user's subscription of a model is added or edited (administration spec, section 2). */
export function subscriptionPath(
  mode: 'add' | 'edit',
  userId: number | string,
  subscriptionModelUuid: string,
): string {
  return `/users/subscriptions/${mode}/${userId}/${subscriptionModelUuid}`;
}

export function fetchSubscriptionTypes(userId: number | string): Promise<SubscriptionType[]> {
  return apiCall<ApiSchemas['SubscriptionTypesView']>(
    `/api/users/${userId}/program-subscriptions-types`,
  ).then((answer) => answer.subscription_types);
}

export function fetchSubscriptions(
  userId: number | string,
  locale: string,
): Promise<ProgramSubscription[]> {
  return apiCall<ApiSchemas['ProgramSubscriptionList']>(`${base(userId)}/${locale}`).then(
    (answer) => answer.program_subscriptions,
  );
}

export function fetchEstimatedEndDate(days: number, userId: number | string) {
  return apiCall<EstimatedEndDate>(
    `/api/users/get-estimated-subscription-end-date/${days}/${userId}`,
  );
}

/** The treatment programs of a subscription model, by name, on one page. */
export function fetchPrograms(
  subscriptionModelUuid: string,
  locale: string,
): Promise<ProgramRow[]> {
  const query = new URLSearchParams({
    subscription_model_uuid: subscriptionModelUuid,
    is_treatment: 'true',
    fields: 'id,name,modules,duration',
    order_by: 'name',
    order: 'asc',
    paginate: 'false',
  });
  return apiCall<ApiSchemas['ProgramListAnswer']>(
    `/api/programs/${locale}?${query.toString()}`,
  ).then((answer) => answer.data);
}

/** The modules a subscription may be given: the published ones only. */
export function fetchModuleOptions(locale: string): Promise<ModuleOption[]> {
  return apiCall<ModuleOption[]>(
    `/api/programs/options/modules/${locale}?type=module&published=true`,
  );
}

export function fetchEndReasons(locale: string): Promise<EndReason[]> {
  return apiCall<EndReason[]>(`/api/attributes/${locale}?type=end_treatment`);
}

export function createSubscription(
  userId: number | string,
  body: NewSubscriptionBody,
  lang: string,
): Promise<ProgramSubscription> {
  return apiCall<ProgramSubscription>(base(userId), { method: 'POST', body: { ...body, lang } });
}

/** The calls that change one subscription; each answers the whole subscription. */
export function subscriptionChanges(userId: number | string, uuid: string, lang: string) {
  const path = `${base(userId)}/${uuid}`;
  const send = (suffix: string, method: 'POST' | 'PUT' | 'DELETE', body?: object) =>
    apiCall<ProgramSubscription>(`${path}${suffix}`, {
      method,
      body: body === undefined ? undefined : { ...body, lang },
    });
  return {
    setEndDate: (endDate: string) => send('', 'PUT', { end_date: endDate }),
    cancel: () => send('/cancel', 'POST'),
    endTreatment: (reason: number, comment?: string) =>
      send('/end-treatment', 'POST', { reason, ...(comment ? { comment } : {}) }),
    addModules: (moduleIds: number[], isOpen: boolean) =>
      send('/modules', 'POST', { module_ids: moduleIds, is_open: isOpen }),
    reorder: (modules: number[]) => send('/modules', 'PUT', { modules }),
    setOpen: (moduleId: number, isOpen: boolean) =>
      send(`/modules/${moduleId}`, 'PUT', { is_open: isOpen }),
    remove: (moduleId: number) => send(`/modules/${moduleId}`, 'DELETE'),
    addProgram: (programId: number) => send('/programs', 'POST', { program_id: programId }),
  };
}

/** The subscription of this model to edit: the active one, else the newest. */
export function subscriptionOfModel(
  list: readonly ProgramSubscription[],
  modelUuid: string,
): ProgramSubscription | null {
  const ofModel = list.filter((item) => item.subscription_model_uuid === modelUuid);
  return ofModel.find((item) => item.status === 'active') ?? ofModel[0] ?? null;
}
