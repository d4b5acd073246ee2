import { homePathForRole, type Role } from '@sinnro/access';
import { Loading, Navigate, usePermissions } from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { CanAccessResource } from '../layout/CanAccessResource';
import { UserList } from '../users/UserList';
import { RoleWelcome } from './RoleWelcome';

/** A role's home; users of another role are sent to their own home. */
export const RoleHomePage = ({ role }: { role: Role }) => {
  const { permissions, isPending } = usePermissions<ConsolePermissions>();
  if (isPending) return <Loading />;
  if (permissions === undefined) return null;
  if (permissions.role !== role) {
    return <Navigate to={homePathForRole(permissions)} replace />;
  }
  // The admin's home is the user list (the specification's /admin/users/list).
  if (role === 'admin') {
    return (
      <>
        <RoleWelcome role={role} hasScreens />
        <CanAccessResource resource="users" action="list">
          <UserList title={false} />
        </CanAccessResource>
      </>
    );
  }
  return <RoleWelcome role={role} />;
};
