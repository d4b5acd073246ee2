import { type ApiAnswer, type ApiSchemas, type Locale } from '@sinnro/web-session';
import { apiRequest } from '../api/api-request';

export type OwnProfileChanges = ApiSchemas['UpdateOwnProfileDto'];

/** The answer of POST /api/users/update-current-user-profile: the updated profile. */
export type UpdatedProfile = ApiAnswer<'CurrentUserController_updateProfile'>;

export type LookupOption = ApiSchemas['LookupOption'];

/** The reference lists of the profile form, by the path segment that names them. */
export type LookupList = 'gender' | 'position' | 'speciality';

export function updateOwnProfile(changes: OwnProfileChanges): Promise<UpdatedProfile> {
  return apiRequest<UpdatedProfile>('/api/users/update-current-user-profile', {
    method: 'POST',
    body: changes,
  });
}

export function fetchLookupList(list: LookupList, locale: Locale): Promise<LookupOption[]> {
  return apiRequest<LookupOption[]>(`/api/${list}/full-list/${locale}`);
}
