import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TFunction } from 'i18next';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@sinnro/web-session';
import { type CompanyProduct, type Invitation } from './services-api';
import { productNames } from './services-logic';

/**
 * Pieces shared by the company admin's services page and the clinic screens: the page sections,
 * the invitee's person fields, the service choice, the form's end, a member's name with their role
 * and the list of invitations.
 */

/**
 * The line under an invitation that tells its state: how long the link of a pending one is valid,
 * when an accepted one was accepted (its link is spent), when an expired one's link ran out.
 */
export function invitationStateLine(
  invitation: Pick<Invitation, 'status' | 'expires_at' | 'accepted_at'>,
  language: string | undefined,
  t: TFunction,
): string {
  if (invitation.status === 'accepted') {
    return invitation.accepted_at === null
      ? t('services.pending.acceptedUndated')
      : t('services.pending.accepted', { date: formatDate(invitation.accepted_at, language) });
  }
  const date = formatDate(invitation.expires_at, language);
  return invitation.status === 'expired'
    ? t('services.pending.expired', { date })
    : t('services.pending.expires', { date });
}

export function ServiceChips({ names, empty }: { names: readonly string[]; empty: string }) {
  if (names.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
      {names.map((name) => (
        <Chip key={name} component="span" size="small" variant="outlined" label={name} />
      ))}
    </Stack>
  );
}

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export type PersonFieldName = 'first_name' | 'last_name' | 'email' | 'phone' | 'national_id';

export type PersonValues = Record<PersonFieldName, string>;

const PERSON_FIELDS: readonly { name: PersonFieldName; type: string }[] = [
  { name: 'first_name', type: 'text' },
  { name: 'last_name', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'phone', type: 'tel' },
  { name: 'national_id', type: 'text' },
];

/** The invitee's name, e-mail, phone and national id, with the server's errors under them. */
export function PersonFields({
  values,
  errors,
  onChange,
  only,
}: {
  values: Partial<PersonValues>;
  errors: Readonly<Record<string, string>>;
  onChange: (name: PersonFieldName, value: string) => void;
  /** The fields to show (all by default). */
  only?: readonly PersonFieldName[];
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {PERSON_FIELDS.filter(({ name }) => only === undefined || only.includes(name)).map(
        ({ name, type }) => (
          <TextField
            key={name}
            name={name}
            type={type}
            autoComplete="off"
            label={t(`services.invite.fields.${name}`)}
            value={values[name] ?? ''}
            onChange={(event) => onChange(name, event.target.value)}
            error={errors[name] !== undefined}
            helperText={
              errors[name] ??
              (name === 'national_id' ? t('services.invite.nationalIdHint') : undefined)
            }
            required
            sx={{ flex: { sm: '1 1 240px' } }}
          />
        ),
      )}
    </Stack>
  );
}

/**
 * What a product costs the company, in kronor (stored in öre): its own price, else the
 * catalogue's, "from" when the price is a starting price, "per call" when counted per call; null
 * when it has no price (a product paid with credits).
 */
export function productPrice(
  product: Pick<CompanyProduct, 'default_price' | 'unit_price' | 'starting_at' | 'per_call'>,
  language: string | undefined,
  t: TFunction,
): string | null {
  const amount = product.unit_price ?? product.default_price;
  if (amount <= 0) return null;
  const price = formatMoney(amount, 'SEK', language);
  const key = product.starting_at
    ? product.per_call
      ? 'services.invite.priceFromPerCall'
      : 'services.invite.priceFrom'
    : product.per_call
      ? 'services.invite.pricePerCall'
      : 'services.invite.price';
  return t(key, { price });
}

/** The services the invitee gets: one checkbox per product the company offers, with its price. */
export function ProductChoice({
  products,
  chosen,
  error,
  onToggle,
}: {
  products: readonly CompanyProduct[];
  chosen: readonly string[];
  error: string | undefined;
  onToggle: (code: string, checked: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <FormControl
      component="fieldset"
      error={error !== undefined}
      aria-describedby={error ? 'invite-products-error' : undefined}
    >
      <FormLabel component="legend">{t('services.invite.fields.products')}</FormLabel>
      {products.length === 0 ? (
        <FormHelperText>{t('services.invite.noProducts')}</FormHelperText>
      ) : (
        <FormGroup>
          {products.map((product) => {
            const price = productPrice(product, i18n.resolvedLanguage, t);
            const priceId = `product-price-${product.code}`;
            return (
              <Stack
                key={product.code}
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', columnGap: 1 }}
              >
                <FormControlLabel
                  sx={{ mr: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                  control={
                    <Checkbox
                      name="products"
                      value={product.code}
                      checked={chosen.includes(product.code)}
                      onChange={(event) => onToggle(product.code, event.target.checked)}
                      slotProps={{
                        input: price === null ? {} : { 'aria-describedby': priceId },
                      }}
                    />
                  }
                  label={product.name}
                />
                {price !== null && (
                  <Typography
                    id={priceId}
                    variant="body2"
                    color="text.secondary"
                    sx={{ alignSelf: 'center' }}
                  >
                    {price}
                  </Typography>
                )}
              </Stack>
            );
          })}
        </FormGroup>
      )}
      {error && <FormHelperText id="invite-products-error">{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Invitations as a list: name, e-mail, what the caller adds (`details`), the services and the
 * link's expiry; `actions` puts buttons on each row.
 */
export function InvitationList({
  invitations,
  products,
  labelledBy,
  empty,
  details,
  actions,
}: {
  invitations: readonly Invitation[];
  products: readonly { code: string; name: string }[];
  labelledBy: string;
  empty: string;
  details?: (invitation: Invitation) => ReactNode;
  actions?: (invitation: Invitation) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  if (invitations.length === 0) return <Typography>{empty}</Typography>;
  return (
    <Paper variant="outlined">
      <List disablePadding aria-labelledby={labelledBy}>
        {invitations.map((invitation, index) => (
          <ListItem key={invitation.uuid} divider={index < invitations.length - 1}>
            <ListItemText
              disableTypography
              primary={
                <Typography sx={{ fontWeight: 600 }}>
                  {`${invitation.first_name} ${invitation.last_name}`}
                </Typography>
              }
              secondary={
                <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {invitation.email}
                  </Typography>
                  {details?.(invitation)}
                  <ServiceChips
                    names={productNames(invitation.products, products)}
                    empty={t('services.users.noServices')}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {invitationStateLine(invitation, i18n.resolvedLanguage, t)}
                  </Typography>
                  {actions && (
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ flexWrap: 'wrap', pt: 0.5 }}
                    >
                      {actions(invitation)}
                    </Stack>
                  )}
                </Stack>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** A member's name in bold with their role as a chip (primary for the admins and clinicians). */
export function NameWithRole({
  name,
  role,
  highlighted,
}: {
  name: string;
  role: string;
  highlighted: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Chip
        component="span"
        size="small"
        color={highlighted ? 'primary' : 'default'}
        label={role}
      />
    </Stack>
  );
}

/** The end of an invitation form: a grants error, the send failure and the submit button. */
export function InvitationFormEnd({
  permissionsError,
  failure,
  sending,
}: {
  permissionsError: string | undefined;
  failure: string | null;
  sending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {permissionsError && <Alert severity="error">{permissionsError}</Alert>}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={sending}>
          {sending ? t('services.invite.sending') : t('services.invite.submit')}
        </Button>
      </div>
    </>
  );
}
