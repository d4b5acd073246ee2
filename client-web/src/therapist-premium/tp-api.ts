import { type ApiAnswer, type ApiSchemas, type Locale } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';

export type ManagedUser = ApiAnswer<'UserAdminController_edit'>;
export type NewClientBody = ApiSchemas['CreateUserDto'];
export type ClientChangesBody = ApiSchemas['UpdateUserDto'];
export type ProgramSubscription = ApiSchemas['ProgramSubscriptionView'];
export type SubscriptionModule = ProgramSubscription['modules'][number];
export type SubscriptionType = ApiSchemas['SubscriptionTypeView'];
export type EstimatedEndDate = ApiSchemas['EstimatedEndDateView'];
export type EndReason = ApiSchemas['AttributeView'];
export type ProgramRow = ApiSchemas['ProgramListAnswer']['data'][number];
export type ModuleOption = ApiSchemas['ModuleOptionView'];
export type NewSubscriptionBody = ApiSchemas['CreateSubscriptionDto'];

/** POST /api/users: a client of the caller's (the server makes the premium therapist theirs). */
export function createClient(body: NewClientBody): Promise<ManagedUser> {
  return apiRequest<ManagedUser>('/api/users', { method: 'POST', body });
}

/** GET /api/users/{id}/edit, or /api/v1/users/{uuid}/formatted for a uuid. */
export function fetchManagedUser(reference: string): Promise<ManagedUser> {
  return /^[0-9]+$/.test(reference)
    ? apiRequest<ManagedUser>(`/api/users/${reference}/edit`)
    : apiRequest<ManagedUser>(`/api/v1/users/${encodeURIComponent(reference)}/formatted`);
}

/** GET /api/users/{id}/edit-temp: the user (invitation perhaps pending) and staged subscriptions. */
export function fetchManagedUserTemp(id: string): Promise<ManagedUser> {
  return apiRequest<ManagedUser>(`/api/users/${encodeURIComponent(id)}/edit-temp`);
}

export function updateClient(id: number, body: ClientChangesBody): Promise<ManagedUser> {
  return apiRequest<ManagedUser>(`/api/users/${id}`, { method: 'PUT', body });
}

const base = (userId: number | string) => `/api/users/${userId}/program-subscriptions`;

export function fetchSubscriptionTypes(userId: number | string): Promise<SubscriptionType[]> {
  return apiRequest<ApiSchemas['SubscriptionTypesView']>(
    `/api/users/${userId}/program-subscriptions-types`,
  ).then((answer) => answer.subscription_types);
}

export function fetchSubscriptions(userId: number | string): Promise<ProgramSubscription[]> {
  return apiRequest<ApiSchemas['ProgramSubscriptionList']>(
    `${base(userId)}/${currentLocale()}`,
  ).then((answer) => answer.program_subscriptions);
}

export function fetchEstimatedEndDate(days: number, userId: number | string) {
  return apiRequest<EstimatedEndDate>(
    `/api/users/get-estimated-subscription-end-date/${days}/${userId}`,
  );
}

/** The treatment programs of a subscription model, by name, on one page. */
export function fetchPrograms(subscriptionModelUuid: string): Promise<ProgramRow[]> {
  const query = new URLSearchParams({
    subscription_model_uuid: subscriptionModelUuid,
    is_treatment: 'true',
    fields: 'id,name,modules,duration',
    order_by: 'name',
    order: 'asc',
    paginate: 'false',
  });
  return apiRequest<ApiSchemas['ProgramListAnswer']>(
    `/api/programs/${currentLocale()}?${query.toString()}`,
  ).then((answer) => answer.data);
}

/** The modules a subscription may be given: the published ones only. */
export function fetchModuleOptions(): Promise<ModuleOption[]> {
  return apiRequest<ModuleOption[]>(
    `/api/programs/options/modules/${currentLocale()}?type=module&published=true`,
  );
}

export function fetchEndReasons(locale: Locale = currentLocale()): Promise<EndReason[]> {
  return apiRequest<EndReason[]>(`/api/attributes/${locale}?type=end_treatment`);
}

export function createSubscription(
  userId: number | string,
  body: NewSubscriptionBody,
): Promise<ProgramSubscription> {
  return apiRequest<ProgramSubscription>(base(userId), {
    method: 'POST',
    body: { ...body, lang: currentLocale() },
  });
}

export function updateSubscription(
  userId: number | string,
  uuid: string,
  body: { start_date?: string; end_date?: string },
): Promise<ProgramSubscription> {
  return apiRequest<ProgramSubscription>(`${base(userId)}/${uuid}`, {
    method: 'PUT',
    body: { ...body, lang: currentLocale() },
  });
}

export function cancelSubscription(userId: number | string, uuid: string) {
  return apiRequest<ProgramSubscription>(`${base(userId)}/${uuid}/cancel`, { method: 'POST' });
}

export function endTreatment(
  userId: number | string,
  uuid: string,
  body: { reason: number; comment?: string },
): Promise<ProgramSubscription> {
  return apiRequest<ProgramSubscription>(`${base(userId)}/${uuid}/end-treatment`, {
    method: 'POST',
    body: { ...body, lang: currentLocale() },
  });
}

export function addModules(
  userId: number | string,
  uuid: string,
  moduleIds: number[],
  isOpen: boolean,
): Promise<ProgramSubscription> {
  return apiRequest<ProgramSubscription>(`${base(userId)}/${uuid}/modules`, {
    method: 'POST',
    body: { module_ids: moduleIds, is_open: isOpen, lang: currentLocale() },
  });
}

export function reorderModules(
  userId: number | string,
  uuid: string,
  modules: number[],
): Promise<ProgramSubscription> {
  return apiRequest<ProgramSubscription>(`${base(userId)}/${uuid}/modules`, {
    method: 'PUT',
    body: { modules, lang: currentLocale() },
  });
}

export function setModuleOpen(
  userId: number | string,
  uuid: string,
  moduleId: number,
  isOpen: boolean,
): Promise<ProgramSubscription> {
  return apiRequest<ProgramSubscription>(`${base(userId)}/${uuid}/modules/${moduleId}`, {
    method: 'PUT',
    body: { is_open: isOpen, lang: currentLocale() },
  });
}

export function removeModule(
  userId: number | string,
  uuid: string,
  moduleId: number,
): Promise<ProgramSubscription> {
  return apiRequest<ProgramSubscription>(`${base(userId)}/${uuid}/modules/${moduleId}`, {
    method: 'DELETE',
  });
}

export function addProgram(
  userId: number | string,
  uuid: string,
  programId: number,
): Promise<ProgramSubscription> {
  return apiRequest<ProgramSubscription>(`${base(userId)}/${uuid}/programs`, {
    method: 'POST',
    body: { program_id: programId, lang: currentLocale() },
  });
}
