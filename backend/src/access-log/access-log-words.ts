import { type EntityManager } from '@mikro-orm/postgresql';
import { type Language } from 'src/common/i18n/language';
import { type MessageKey, type MessageParams, translate } from 'src/common/i18n/messages';

/** What an entry names, in words: a catalogue key with its parameters, and the text they make. */
export interface AccessLogWhat {
  key: MessageKey;
  params: MessageParams;
  text: string;
}

interface StoredEntry {
  clientUuid: string;
  resource: string;
  resourceId: string | null;
}

interface Described {
  what: AccessLogWhat;
  /** Where in the console the thing is shown, when there is such a place; null otherwise. */
  link: string | null;
}

const SIMPLE: Record<string, MessageKey> = {
  'user.profile': 'accessLog.what.profile',
  insurance: 'accessLog.what.insurance',
  'chat.messages': 'accessLog.what.chatMessages',
  'chat.message': 'accessLog.what.chatMessage',
  'chat.conversations': 'accessLog.what.chatConversations',
  'chat.join-refused': 'accessLog.what.chatJoinRefused',
  'program-subscription': 'accessLog.what.subscriptions',
  'user.credit': 'accessLog.what.credits',
  'user.usage-record': 'accessLog.what.usageRecords',
  'user.document': 'accessLog.what.document',
  'user.documents': 'accessLog.what.documents',
  'user.invitation': 'accessLog.what.invitation',
  assessments: 'accessLog.what.assessments',
  'specialist.client-summary': 'accessLog.what.clientSummary',
  'specialist.module-summaries': 'accessLog.what.moduleSummaries',
  'specialist.client-notes': 'accessLog.what.clientNotes',
  'risk-flag': 'accessLog.what.riskFlag',
  'risk-flag.list': 'accessLog.what.riskFlags',
  impersonation: 'accessLog.what.impersonation',
  'data-export': 'accessLog.what.dataExport',
  'access-log.review': 'accessLog.what.accessLogReview',
};

/** Resources shown on the client's page in the console (its reports, modules, notes). */
const ON_CLIENT_PAGE = new Set([
  'specialist.client-summary',
  'specialist.module-summaries',
  'specialist.client-notes',
  'reports.generated',
  'learning.answers',
  'learning.approval',
  'learning.instance',
  'learning.module',
  'assessments',
  'program-subscription',
  'risk-flag',
  'risk-flag.list',
]);

const INTEGER = /^[1-9]\d{0,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "instance/page" of a learning entry, when both are numbers. */
function instanceAndPage(resourceId: string | null): [number, number | null] | null {
  if (resourceId === null) return null;
  const [instance, page] = resourceId.split('/');
  if (!INTEGER.test(instance)) return null;
  return [Number(instance), page !== undefined && INTEGER.test(page) ? Number(page) : null];
}

/**
 * Names what each entry of a page of the access log was, in the reader's language, and where it
 * is shown. A fixed number of queries for the whole page (clients, modules, pages, meetings),
 * however many entries it has.
 */
export async function describeEntries(
  em: EntityManager,
  entries: StoredEntry[],
  language: Language,
): Promise<Described[]> {
  const connection = em.getConnection();
  const instanceIds = new Set<number>();
  const pageIds = new Set<number>();
  const moduleIds = new Set<number>();
  const meetingUuids = new Set<string>();
  for (const entry of entries) {
    if (entry.resource.startsWith('learning.') && entry.resource !== 'learning.module') {
      const ids = instanceAndPage(entry.resourceId);
      if (ids) {
        instanceIds.add(ids[0]);
        if (ids[1] !== null) pageIds.add(ids[1]);
      }
    }
    if (entry.resource === 'learning.module' && entry.resourceId && INTEGER.test(entry.resourceId))
      moduleIds.add(Number(entry.resourceId));
    if (entry.resource === 'meeting' && entry.resourceId && UUID.test(entry.resourceId))
      meetingUuids.add(entry.resourceId);
  }
  const clientUuids = [...new Set(entries.map((entry) => entry.clientUuid))];
  const [clients, instanceModules, modules, pages, meetings] = await Promise.all([
    clientUuids.length === 0
      ? []
      : connection.execute<{ uuid: string; id: number }[]>(
          'select uuid, id from users where uuid in (?)',
          [clientUuids],
        ),
    instanceIds.size === 0
      ? []
      : connection.execute<{ id: number; name: string | null }[]>(
          `select mi.id, coalesce(own.name, sv.name) as name
             from module_instances mi
             join subscription_modules sm on sm.id = mi.subscription_module_id
             left join module_texts own on own.module_id = sm.module_id and own.language = ?
             left join module_texts sv on sv.module_id = sm.module_id and sv.language = 'sv'
            where mi.id in (?)`,
          [language, [...instanceIds]],
        ),
    moduleIds.size === 0
      ? []
      : connection.execute<{ id: number; name: string | null }[]>(
          `select m.id, coalesce(own.name, sv.name) as name from modules m
             left join module_texts own on own.module_id = m.id and own.language = ?
             left join module_texts sv on sv.module_id = m.id and sv.language = 'sv'
            where m.id in (?)`,
          [language, [...moduleIds]],
        ),
    pageIds.size === 0
      ? []
      : connection.execute<{ id: number; name: string | null }[]>(
          `select p.id, coalesce(own.name, sv.name) as name from pages p
             left join page_texts own on own.page_id = p.id and own.language = ?
             left join page_texts sv on sv.page_id = p.id and sv.language = 'sv'
            where p.id in (?)`,
          [language, [...pageIds]],
        ),
    meetingUuids.size === 0
      ? []
      : connection.execute<{ uuid: string; starts_at: Date }[]>(
          'select uuid, starts_at from meetings where uuid in (?)',
          [[...meetingUuids]],
        ),
  ]);
  const clientIds = new Map(clients.map((row) => [row.uuid, row.id]));
  const instanceNames = new Map(instanceModules.map((row) => [row.id, row.name]));
  const moduleNames = new Map(modules.map((row) => [row.id, row.name]));
  const pageNames = new Map(pages.map((row) => [row.id, row.name]));
  const meetingTimes = new Map(meetings.map((row) => [row.uuid, new Date(row.starts_at)]));
  const say = (key: MessageKey, params: MessageParams = {}): AccessLogWhat => ({
    key,
    params,
    text: translate({ key, params }, language),
  });
  const unknownModule = translate({ key: 'accessLog.what.unknownModule' }, language);
  const unknownPage = translate({ key: 'accessLog.what.unknownPage' }, language);

  const what = (entry: StoredEntry): AccessLogWhat => {
    const simple = SIMPLE[entry.resource];
    if (simple) return say(simple);
    switch (entry.resource) {
      case 'meeting': {
        const at = entry.resourceId ? meetingTimes.get(entry.resourceId) : undefined;
        if (entry.resourceId === null) return say('accessLog.what.meetings');
        if (!at) return say('accessLog.what.aMeeting');
        const when = at.toLocaleString(language === 'en' ? 'en-GB' : 'sv-SE', {
          dateStyle: 'short',
          timeStyle: 'short',
          timeZone: 'Europe/Stockholm',
        });
        return say('accessLog.what.meeting', { when });
      }
      case 'learning.answers':
      case 'learning.approval':
      case 'learning.instance': {
        const ids = instanceAndPage(entry.resourceId);
        const module = (ids && instanceNames.get(ids[0])) ?? unknownModule;
        if (entry.resource === 'learning.instance' || !ids || ids[1] === null) {
          return say('accessLog.what.module', { module });
        }
        const page = pageNames.get(ids[1]) ?? unknownPage;
        return say(
          entry.resource === 'learning.answers'
            ? 'accessLog.what.answers'
            : 'accessLog.what.approval',
          { module, page },
        );
      }
      case 'learning.module': {
        const id =
          entry.resourceId && INTEGER.test(entry.resourceId) ? Number(entry.resourceId) : null;
        if (id === null) return say('accessLog.what.modules');
        return say('accessLog.what.module', { module: moduleNames.get(id) ?? unknownModule });
      }
      case 'reports.generated':
        return entry.resourceId !== null && /^\d+(\/|$)/.test(entry.resourceId)
          ? say('accessLog.what.report')
          : say('accessLog.what.reports');
      default:
        return say('accessLog.what.other', { resource: entry.resource });
    }
  };

  return entries.map((entry) => {
    const clientId = clientIds.get(entry.clientUuid);
    return {
      what: what(entry),
      link:
        clientId !== undefined && ON_CLIENT_PAGE.has(entry.resource)
          ? `/hc/client-report/${clientId}`
          : null,
    };
  });
}
