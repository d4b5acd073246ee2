import { type Role } from '@sinnro/access';
import { Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, useGetIdentity, useTranslate } from 'react-admin';

/** Who is logged in, in which role: the head of each role's dashboard. */
export const RoleWelcome = ({ role }: { role: Role }) => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Loading />;
  const firstName: unknown = identity?.firstName;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.home.title" />
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('app.home.welcome', {
            first_name: typeof firstName === 'string' ? firstName : '',
          })}
        </Typography>
        <Typography variant="subtitle1" gutterBottom>
          {translate('app.home.role', { role: translate(`app.roles.${role}`) })}
        </Typography>
      </CardContent>
    </Card>
  );
};
