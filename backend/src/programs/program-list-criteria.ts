import { type Language } from 'src/common/i18n/language';
import { type ProgramListQuery } from './dto/program-list.query';
import { listFields, type ProgramListCriteria } from './program-list.service';

export function criteriaFrom(query: ProgramListQuery, language: Language): ProgramListCriteria {
  return {
    language,
    page: query.page,
    perPage: query.per_page,
    paginate: query.paginate,
    keyword: query.keyword,
    orderBy: query.order_by,
    order: query.order,
    subscriptionModelUuid: query.subscription_model_uuid,
    isTreatment: query.is_treatment,
    withModules: listFields(query.fields).has('modules'),
  };
}
