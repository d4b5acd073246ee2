import { Can } from '@sinnro/web-session';
import { type ReactNode } from 'react';
import { requirementFor } from '../providers/resource-access';

/** Shows its children when the user's ability allows the resource's action (RESOURCE_ACCESS). */
export const CanAccessResource = ({
  resource,
  action,
  children,
}: {
  resource: string;
  action: string;
  children: ReactNode;
}) => {
  const requirement = requirementFor(resource, action);
  if (requirement === null) return null;
  const [can, subject] = requirement;
  return (
    <Can I={can} a={subject}>
      {children}
    </Can>
  );
};
