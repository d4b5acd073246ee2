import { type ApiSchemas, formatDateTime } from '@sinnro/web-session';
import {
  Alert,
  Box,
  Button,
  Chip,
  List as MuiList,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import {
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  Loading,
  NumberField,
  SearchInput,
  SelectInput,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../layout/FormattedFields';
import { apiCall, failureText } from '../users/console-api';
import { csvExporter } from '../layout/csv-exporter';

type Conversation = ApiSchemas['AdminConversationView'];
type Message = ApiSchemas['MessageView'];
type MessagePage = ApiSchemas['MessagePage'];
type Participant = ApiSchemas['ParticipantView'];

function personName(person: Participant): string {
  return `${person.first_name} ${person.last_name}`;
}

function dateTime(value: string, locale: string): string {
  return formatDateTime(value, locale);
}

/**
 * The opened conversation's messages, oldest first, read-only (GET /api/conversations/{id}/messages;
 * the server writes the reading to the client's access log). Older pages on request.
 */
export const ConversationMessages = () => {
  const record = useRecordContext<Conversation>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = record?.id;

  const load = useCallback(
    async (before: number | null) => {
      if (id === undefined) return;
      const query = new URLSearchParams({ limit: '50' });
      if (before !== null) query.set('before', String(before));
      try {
        const page = await apiCall<MessagePage>(
          `/api/conversations/${id}/messages?${query.toString()}`,
        );
        setMessages((shown) => [...page.data, ...(before === null ? [] : (shown ?? []))]);
        setCursor(page.next_cursor);
      } catch (error) {
        setFailure(failureText(error, 'app.users.errors.network'));
      }
    },
    [id],
  );

  // Loads once per conversation opened.
  useEffect(() => {
    void load(null);
  }, [load]);

  if (failure !== null) return <Alert severity="error">{translate(failure, { _: failure })}</Alert>;
  if (messages === null) return <Loading />;
  if (messages.length === 0) {
    return <Typography color="text.secondary">{translate('app.messages.empty')}</Typography>;
  }
  const unread = messages.filter((message) => message.read_at === null).length;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {translate('app.messages.read_only')}
        </Typography>
        {unread > 0 && (
          <Chip
            size="small"
            color="primary"
            label={translate('app.messages.unread', { smart_count: unread })}
          />
        )}
      </Stack>
      {cursor !== null && (
        <Button size="small" onClick={() => void load(cursor)}>
          {translate('app.messages.older')}
        </Button>
      )}
      <MuiList dense aria-label={translate('app.messages.messages')}>
        {messages.map((message) => (
          <ListItem key={message.id} divider sx={{ display: 'block' }}>
            <Typography variant="body2" color="text.secondary">
              {personName(message.sender)} · {dateTime(message.created_at, locale)}
              {message.read_at === null ? ` · ${translate('app.messages.not_read')}` : ''}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.body}</Typography>
          </ListItem>
        ))}
      </MuiList>
    </Box>
  );
};

const StatusFilter = () => {
  const translate = useTranslate();
  return (
    <SelectInput
      source="status"
      choices={[
        { id: 'active', name: translate('app.messages.statuses.active') },
        { id: 'paused', name: translate('app.messages.statuses.paused') },
      ]}
    />
  );
};

const filters = [<SearchInput key="q" source="q" alwaysOn />, <StatusFilter key="status" />];

/**
 * /admin/messages/list (admin and hc): every conversation with its client and specialist, newest
 * activity first; a row opens its messages read-only.
 */
export const ConversationList = () => {
  const translate = useTranslate();
  return (
    <List
      resource="conversations"
      exporter={csvExporter}
      filters={filters}
      sort={{ field: 'updated_at', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<ConversationMessages />}>
        <FunctionField<Conversation>
          source="client_uuid"
          render={(record) => personName(record.client)}
        />
        <FunctionField<Conversation>
          source="specialist_uuid"
          render={(record) =>
            `${personName(record.specialist)} (${translate(`app.roles.${record.specialist.role}`, {
              _: record.specialist.role,
            })})`
          }
        />
        <FunctionField<Conversation>
          source="status"
          render={(record) => translate(`app.messages.statuses.${record.status}`)}
        />
        <NumberField source="message_count" />
        <FunctionField<Conversation>
          source="unread_count"
          render={(record) =>
            record.unread_count > 0 ? (
              <Chip
                size="small"
                color="primary"
                label={translate('app.messages.unread', { smart_count: record.unread_count })}
              />
            ) : (
              '0'
            )
          }
        />
        <LocalDateField source="last_message_at" showTime emptyText="–" />
      </Datagrid>
    </List>
  );
};
