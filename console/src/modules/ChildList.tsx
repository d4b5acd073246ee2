import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import {
  Confirm,
  Link,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CanAccessResource } from '../layout/CanAccessResource';
import { contentRequest, failureText, type NamedNode } from './content-api';
import { type ContentLanguage } from './content-language';

export interface ChildListProps {
  /** The children as the parent's record lists them, in order. */
  items: readonly NamedNode[];
  resource: 'chapters' | 'sections' | 'pages';
  /** The parent's field of a new child, e.g. { module_id: 5 }. */
  parent: Record<string, number>;
  /** PUT route that orders the children ({ ids }). */
  orderPath: string;
  linkTo: (item: NamedNode) => string;
  language: ContentLanguage;
  /** Translation keys. */
  emptyText: string;
  addLabel: string;
  /** Extra text after a child's name (e.g. its page type). */
  detail?: (item: NamedNode) => string | null;
  onChanged?: () => void;
}

/**
 * A parent's children in order: each a link to its editor, moved up or down (the order route),
 * removed after a confirmation; a name field adds one at the end in the edited language.
 */
export const ChildList = ({
  items,
  resource,
  parent,
  orderPath,
  linkTo,
  language,
  emptyText,
  addLabel,
  detail,
  onChanged,
}: ChildListProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<NamedNode | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
      onChanged?.();
      return true;
    } catch (error) {
      notify(failureText(error) ?? 'app.modules.failed', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return;
    const added = await run(
      () => dataProvider.create(resource, { data: { ...parent, name: name.trim(), language } }),
      'app.modules.saved',
    );
    if (added) setName('');
  }

  function move(index: number, by: -1 | 1) {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved);
    void run(() => contentRequest(locale, orderPath, 'PUT', { ids }), 'app.modules.saved');
  }

  return (
    <Box>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate(emptyText)}
        </Typography>
      ) : (
        <List dense>
          {items.map((item, index) => (
            <ListItem
              key={item.id}
              divider
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={translate('app.modules.move_up', { name: item.name })}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={translate('app.modules.move_down', { name: item.name })}
                    disabled={busy || index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <CanAccessResource resource={resource} action="delete">
                    <IconButton
                      aria-label={translate('app.modules.remove', { name: item.name })}
                      disabled={busy}
                      onClick={() => setRemoving(item)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </CanAccessResource>
                </Stack>
              }
            >
              <MuiLink component={Link} to={linkTo(item)} underline="hover">
                {item.name}
              </MuiLink>
              {detail?.(item) ? (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {detail(item)}
                </Typography>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
      <CanAccessResource resource={resource} action="create">
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ mt: 1, alignItems: 'center' }}
          onSubmit={(event: FormEvent) => void add(event)}
        >
          <TextField
            size="small"
            label={`${translate(addLabel)}: ${translate('app.modules.new_name')}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <Button type="submit" variant="outlined" disabled={busy || name.trim() === ''}>
            {translate(addLabel)}
          </Button>
        </Stack>
      </CanAccessResource>
      <Confirm
        isOpen={removing !== null}
        title={translate('app.modules.remove_title', { name: removing?.name ?? '' })}
        content="app.modules.remove_content"
        loading={busy}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const item = removing;
          setRemoving(null);
          if (item !== null) {
            void run(
              () => dataProvider.delete(resource, { id: item.id, previousData: item }),
              'app.modules.removed',
            );
          }
        }}
      />
    </Box>
  );
};
