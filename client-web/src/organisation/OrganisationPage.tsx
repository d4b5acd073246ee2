import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { NameWithRole, ServiceChips } from '../services/invitation-parts';
import { type CompanyUser, fetchUnits } from '../services/services-api';
import { useSignedInUser } from '../session/session-context';
import { fetchAllMembers } from './organisation-api';
import {
  type CreditSum,
  creditSum,
  membersWithoutUnit,
  unitCount,
  type UnitNode,
  unitTree,
} from './organisation-logic';

type HeadingLevel = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const LEVELS: readonly HeadingLevel[] = ['h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * "Min organisation" (/companies/units/overview/{default unit}/{company}/{unit}): the company's
 * units and sub-units as a tree, each with its members (company role, e-mail, services, credits)
 * and its members' credits; "Min organisationsenhet" (/companies/units/overview/{company}/{unit})
 * shows that unit and the units below it. Everything within the caller's read scope (the server's
 * units and users lists): a company admin sees the units they administer.
 */
export function OrganisationPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const params = useParams();
  const companyUuid = params.company_uuid ?? '';
  const unitUuid = params.unit_uuid;
  // The "my organization unit" route has no default unit: it shows that unit's branch only.
  const wholeCompany = params.default_company_unit !== undefined;
  const companyName = user.companies.find((company) => company.uuid === companyUuid)?.name ?? null;

  const overview = useLoad(async () => {
    const [units, members] = await Promise.all([
      fetchUnits(companyUuid),
      fetchAllMembers(companyUuid, wholeCompany ? undefined : unitUuid),
    ]);
    return { units, ...members };
  }, [companyUuid, unitUuid, wholeCompany]);

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t(wholeCompany ? 'organisation.title' : 'organisation.unitTitle')}
        </Typography>
        {companyName !== null && (
          <Typography variant="h6" component="p">
            {companyName}
          </Typography>
        )}
        <Typography color="text.secondary">{t('organisation.intro')}</Typography>
      </Stack>
      {overview.state.status === 'loading' && <Loading />}
      {overview.state.status === 'failed' && (
        <LoadFailed message={overview.state.message} onRetry={overview.reload} />
      )}
      {overview.state.status === 'ready' && (
        <Overview
          {...overview.state.data}
          root={wholeCompany ? undefined : unitUuid}
          defaultUnit={wholeCompany ? params.default_company_unit : undefined}
        />
      )}
    </Stack>
  );
}

function Overview({
  units,
  members,
  total,
  root,
  defaultUnit,
}: {
  units: Parameters<typeof unitTree>[0];
  members: CompanyUser[];
  total: number;
  root?: string;
  defaultUnit?: string;
}) {
  const { t } = useTranslation();
  const tree = unitTree(units, members, root);
  if (tree.length === 0) return <Alert severity="info">{t('organisation.noUnits')}</Alert>;
  const outside = root === undefined ? membersWithoutUnit(units, members) : [];
  const all = creditSum(members);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
          <Typography>{t('organisation.unitCount', { count: unitCount(tree) })}</Typography>
          <Typography>{t('organisation.memberCount', { count: total })}</Typography>
          <Typography>
            {t('organisation.creditsAll', { available: all.available, total: all.total })}
          </Typography>
        </Stack>
        {total > members.length && (
          <Typography color="text.secondary">
            {t('organisation.showing', { shown: members.length, total })}
          </Typography>
        )}
      </Paper>
      {tree.map((node) => (
        <UnitSection key={node.uuid} node={node} depth={0} defaultUnit={defaultUnit} />
      ))}
      {outside.length > 0 && (
        <Stack component="section" aria-labelledby="organisation-without-unit" spacing={1}>
          <Typography id="organisation-without-unit" variant="h5" component="h2">
            {t('organisation.withoutUnit')}
          </Typography>
          <Members members={outside} labelledBy="organisation-without-unit" />
        </Stack>
      )}
    </Stack>
  );
}

function CreditsLine({ credits }: { credits: CreditSum }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2">
      {credits.total === 0
        ? t('organisation.noCredits')
        : t('organisation.credits', {
            available: credits.available,
            taken: credits.taken,
            total: credits.total,
          })}
    </Typography>
  );
}

function UnitSection({
  node,
  depth,
  defaultUnit,
}: {
  node: UnitNode;
  depth: number;
  defaultUnit?: string;
}) {
  const { t } = useTranslation();
  const headingId = `unit-${node.uuid}`;
  const membersId = `unit-${node.uuid}-members`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderLeftWidth: depth > 0 ? 4 : 1 }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            id={headingId}
            variant={depth === 0 ? 'h5' : 'h6'}
            component={LEVELS[Math.min(depth, LEVELS.length - 1)] ?? 'h6'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {node.name}
          </Typography>
          {node.type === 'Admin' && (
            <Chip size="small" label={t('organisation.adminUnit')} component="span" />
          )}
          {node.uuid === defaultUnit && (
            <Chip
              size="small"
              color="primary"
              label={t('organisation.defaultUnit')}
              component="span"
            />
          )}
        </Stack>
        <CreditsLine credits={node.credits} />
        <Typography id={membersId} variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('organisation.members', { count: node.members.length })}
        </Typography>
        {node.members.length === 0 ? (
          <Typography color="text.secondary">{t('organisation.noMembers')}</Typography>
        ) : (
          <Members members={node.members} labelledBy={membersId} />
        )}
        {node.children.length > 0 && (
          <Box sx={{ pl: { xs: 1, sm: 3 } }}>
            <Stack spacing={2}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {t('organisation.subUnits', { count: node.children.length })}
              </Typography>
              {node.children.map((child) => (
                <UnitSection
                  key={child.uuid}
                  node={child}
                  depth={depth + 1}
                  defaultUnit={defaultUnit}
                />
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

function Members({ members, labelledBy }: { members: readonly CompanyUser[]; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <List disablePadding aria-labelledby={labelledBy}>
      {members.map((member, index) => (
        <ListItem
          key={member.uuid}
          divider={index < members.length - 1}
          disableGutters
          sx={{ alignItems: 'flex-start' }}
        >
          <ListItemText
            disableTypography
            primary={
              <NameWithRole
                name={`${member.first_name} ${member.last_name}`}
                role={
                  member.company_role === 'company-admin'
                    ? t('services.roles.companyAdmin')
                    : t('services.roles.standardUser')
                }
                highlighted={member.company_role === 'company-admin'}
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
                <ServiceChips
                  names={member.services.map((service) => service.name)}
                  empty={t('services.users.noServices')}
                />
                <Typography variant="body2">
                  {member.credits
                    ? t('services.users.credits', {
                        available: member.credits.available,
                        total: member.credits.total,
                      })
                    : t('services.users.noCredits')}
                </Typography>
              </Stack>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
