import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sinnro/web-session';
import { NameWithRole, ServiceChips } from '../services/invitation-parts';
import { type CompanyUser } from '../services/services-api';

/** The role a member's chip names: clinicians, the clinic's admins, or clients. */
export function memberRoleKey(role: string): 'clinic-therapist' | 'clinic-admin' | 'client' {
  return role === 'clinic-therapist' || role === 'clinic-admin' ? role : 'client';
}

/** The clinic's members with their role, e-mail and services. */
export function ClinicMembers({
  members,
  total,
  labelledBy,
}: {
  /** As GET /api/v1/companies/{company}/users answers: `invited` for one not yet activated. */
  members: readonly CompanyUser[];
  total: number;
  labelledBy: string;
}) {
  const { t, i18n } = useTranslation();
  if (members.length === 0) return <Typography>{t('clinic.members.empty')}</Typography>;
  return (
    <Stack spacing={1}>
      {total > members.length && (
        <Typography color="text.secondary">
          {t('clinic.members.showing', { shown: members.length, total })}
        </Typography>
      )}
      <Paper variant="outlined">
        <List disablePadding aria-labelledby={labelledBy}>
          {members.map((member, index) => (
            <ListItem key={member.uuid} divider={index < members.length - 1}>
              <ListItemText
                disableTypography
                primary={
                  <NameWithRole
                    name={`${member.first_name} ${member.last_name}`}
                    role={t(`clinic.roles.${memberRoleKey(member.role)}`)}
                    highlighted={memberRoleKey(member.role) !== 'client'}
                  />
                }
                secondary={
                  <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {member.email}
                    </Typography>
                    {member.status === 'invited' && (
                      <Typography variant="body2">
                        {t('clinic.members.invited', {
                          date: member.invited_at
                            ? formatDate(member.invited_at, i18n.resolvedLanguage)
                            : '',
                        })}
                      </Typography>
                    )}
                    <ServiceChips
                      names={member.services.map((service) => service.name)}
                      empty={t('services.users.noServices')}
                    />
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
