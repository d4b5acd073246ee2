import { type Language } from 'src/common/i18n/language';
import { type UsageMeta, type UsageRecord } from './usage-record.entity';

export interface UsageRecordProductView {
  id: number;
  uuid: string;
  code: string;
  name: string;
  quantity: number;
  credit_value: number;
  credits: number;
}

/** A usage record as the API answers it; product names in the asked language. */
export interface UsageRecordView {
  uuid: string;
  company_uuid: string;
  company_name: string;
  company_unit_uuid: string | null;
  user: { uuid: string; first_name: string; last_name: string };
  credits: number;
  meta: UsageMeta;
  products: UsageRecordProductView[];
  created_by_uuid: string;
  created_at: Date;
}

/** Needs company, unit, user and products.product populated. */
export function usageRecordView(record: UsageRecord, language: Language): UsageRecordView {
  return {
    uuid: record.uuid,
    company_uuid: record.company.uuid,
    company_name: record.company.name,
    company_unit_uuid: record.unit?.uuid ?? null,
    user: {
      uuid: record.user.uuid,
      first_name: record.user.firstName,
      last_name: record.user.lastName,
    },
    credits: record.credits,
    meta: record.meta,
    products: record.products.getItems().map((line) => ({
      id: line.product.id,
      uuid: line.product.uuid,
      code: line.product.code,
      name: language === 'sv' ? line.product.nameSv : line.product.nameEn,
      quantity: line.quantity,
      credit_value: line.creditValue,
      credits: line.creditValue * line.quantity,
    })),
    created_by_uuid: record.createdByUuid,
    created_at: record.createdAt,
  };
}
