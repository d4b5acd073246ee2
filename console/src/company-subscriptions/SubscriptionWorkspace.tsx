import { type ReactNode } from 'react';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { CompanyWorkspace } from '../companies/CompanyWorkspace';
import { type CompanySubscriptionRecord } from './subscription-record';

/**
 * A company subscription's screen inside its company's workspace (subscription tab): the record
 * is looked up for its company; the screen's own Show or Edit reads it from the same cache.
 */
export const SubscriptionWorkspace = ({
  id,
  title,
  children,
}: {
  id: string;
  /** The screen's title, a message key. */
  title: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { data: record, isPending } = useGetOne<CompanySubscriptionRecord>(
    'company-subscriptions',
    { id },
  );
  if (isPending || record === undefined) return <Loading />;
  return (
    <CompanyWorkspace companyUuid={record.company_uuid} tab="subscription" title={translate(title)}>
      {children}
    </CompanyWorkspace>
  );
};
