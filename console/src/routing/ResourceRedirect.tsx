import { Loading, Navigate, useLocaleState, useParams, usePermissions } from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { type ConsoleResource, type ResourceView } from './console-resource';
import { resourcePath } from './spec-paths';
import { RoleHomeRedirect } from '../home/RoleHomeRedirect';

/**
 * What react-admin's own resource paths (`/programs/5`, made by its links, buttons and redirects)
 * show: a redirect to the specification's path of that view for the user's role.
 */
export const ResourceRedirect = ({
  resource,
  view,
}: {
  resource: ConsoleResource;
  view: ResourceView;
}) => {
  const { permissions, isPending } = usePermissions<ConsolePermissions>();
  const { id } = useParams();
  const [locale] = useLocaleState();
  if (isPending) return <Loading />;
  if (permissions === undefined) return null;
  const target = resourcePath(resource, permissions.role, view, { id, lang: locale });
  if (target === null) return <RoleHomeRedirect />;
  return <Navigate to={`${target}${window.location.search}`} replace />;
};

/** The four react-admin views of a resource, each redirecting to its specification path. */
export function redirectViews(resource: ConsoleResource) {
  return {
    list: () => <ResourceRedirect resource={resource} view="list" />,
    create: () => <ResourceRedirect resource={resource} view="create" />,
    edit: () => <ResourceRedirect resource={resource} view="edit" />,
    show: () => <ResourceRedirect resource={resource} view="show" />,
  };
}
