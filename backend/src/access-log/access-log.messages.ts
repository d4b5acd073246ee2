/**
 * What an access-log entry's reader sees was read or changed, in words (merged into the catalogue
 * in common/i18n/messages.ts). Derived when the log is read: the stored rows keep their keys.
 */
export const ACCESS_LOG_MESSAGES = {
  'accessLog.what.profile': { sv: 'Profiluppgifter', en: 'Profile details' },
  'accessLog.what.insurance': { sv: 'Försäkringsuppgifter', en: 'Insurance details' },
  'accessLog.what.meeting': { sv: 'Möte {when}', en: 'Meeting {when}' },
  'accessLog.what.aMeeting': { sv: 'Ett möte', en: 'A meeting' },
  'accessLog.what.meetings': { sv: 'Möten', en: 'Meetings' },
  'accessLog.what.chatMessages': { sv: 'Chattmeddelanden', en: 'Chat messages' },
  'accessLog.what.chatMessage': { sv: 'Chattmeddelande', en: 'Chat message' },
  'accessLog.what.chatConversations': {
    sv: 'Senaste meddelandet i chattlistan',
    en: 'Last message in the chat list',
  },
  'accessLog.what.chatJoinRefused': {
    sv: 'Försök att öppna chatten (nekat)',
    en: 'Attempt to open the chat (refused)',
  },
  'accessLog.what.answers': {
    sv: 'Svar i {module}, sidan {page}',
    en: 'Answers in {module}, page {page}',
  },
  'accessLog.what.approval': {
    sv: 'Godkännande i {module}, sidan {page}',
    en: 'Approval in {module}, page {page}',
  },
  'accessLog.what.module': { sv: 'Modulen {module}', en: 'The module {module}' },
  'accessLog.what.modules': { sv: 'Moduler', en: 'Modules' },
  'accessLog.what.subscriptions': { sv: 'Programprenumerationer', en: 'Program subscriptions' },
  'accessLog.what.credits': { sv: 'Krediter', en: 'Credits' },
  'accessLog.what.usageRecords': { sv: 'Kreditanvändning', en: 'Credit usage' },
  'accessLog.what.document': { sv: 'Dokument', en: 'Document' },
  'accessLog.what.documents': { sv: 'Dokument', en: 'Documents' },
  'accessLog.what.invitation': { sv: 'Inbjudan', en: 'Invitation' },
  'accessLog.what.assessments': { sv: 'Skattningar', en: 'Assessments' },
  'accessLog.what.report': { sv: 'Rapport', en: 'Report' },
  'accessLog.what.reports': { sv: 'Rapporter', en: 'Reports' },
  'accessLog.what.clientSummary': { sv: 'Klientöversikt', en: 'Client overview' },
  'accessLog.what.moduleSummaries': { sv: 'Modulöversikt', en: 'Module overview' },
  'accessLog.what.clientNotes': { sv: 'Anteckningar', en: 'Notes' },
  'accessLog.what.riskFlag': { sv: 'En riskflagga', en: 'A risk flag' },
  'accessLog.what.riskFlags': { sv: 'Riskflaggor', en: 'Risk flags' },
  // An admin started to show the account as the client (everything the client sees).
  'accessLog.what.impersonation': {
    sv: 'Hela kontot, som du ser det',
    en: 'The whole account, as you see it',
  },
  'accessLog.what.unknownModule': { sv: '(okänd modul)', en: '(unknown module)' },
  'accessLog.what.unknownPage': { sv: '(okänd sida)', en: '(unknown page)' },
  'accessLog.what.dataExport': {
    sv: 'Kopia av alla uppgifter (dataexport)',
    en: 'Copy of all data (data export)',
  },
  'accessLog.what.accessLogReview': {
    sv: 'Stickprov i åtkomstloggen (granskning)',
    en: 'Access log sample (review)',
  },
  'accessLog.what.other': { sv: 'Övriga uppgifter ({resource})', en: 'Other data ({resource})' },
  // A person's own log (who has read my data): platform staff are not named.
  'accessLog.own.platformStaff': { sv: 'Administratör', en: 'Administrator' },
  'accessLog.own.impersonation': {
    sv: 'Administratör (visade kontot som dig)',
    en: 'Administrator (viewing the account as you)',
  },
  'accessLog.own.goneAccount': { sv: 'Borttaget konto', en: 'Deleted account' },
  'accessLog.relation.impersonation': {
    sv: 'Administratör som visade kontot som dig',
    en: 'Administrator viewing the account as you',
  },
  'accessLog.relation.assigned-therapist': {
    sv: 'Din tilldelade terapeut',
    en: 'Your assigned therapist',
  },
  'accessLog.relation.health-coach': { sv: 'Din hälsocoach', en: 'Your health coach' },
  'accessLog.relation.platform-staff': { sv: 'Administratör', en: 'Administrator' },
  'accessLog.relation.clinic-member': {
    sv: 'Personal i din klinik eller verksamhet',
    en: 'Staff of your clinic or organisation',
  },
  'accessLog.relation.none': { sv: 'Ingen vårdrelation', en: 'No care relation' },
  // The care provider's sample review of the access log (HSLF-FS 2016:40 4:9).
  'accessLogReview.badPeriod': {
    sv: 'Perioden är ogiltig: ange från- och till-datum (ÅÅÅÅ-MM-DD), från-datumet först och inte i framtiden.',
    en: 'The period is invalid: give a from and a to date (YYYY-MM-DD), the from date first and not in the future.',
  },
  // The bounds are SAMPLE_SIZE_MIN and SAMPLE_SIZE_MAX (reviews/dto/create-review.dto.ts).
  'accessLogReview.sampleSizeOutOfRange': {
    sv: 'Stickprovets storlek ska vara ett heltal från 1 till 200.',
    en: 'The sample size must be a whole number from 1 to 200.',
  },
  'accessLogReview.companyRequired': {
    sv: 'Välj vilken verksamhets läsningar stickprovet ska tas ur.',
    en: 'Choose whose organisation’s reads the sample is drawn from.',
  },
  'accessLogReview.commentRequired': {
    sv: 'En flaggad läsning kan markeras som granskad först med en kommentar om vad granskningen visade.',
    en: 'A flagged read can be marked reviewed only with a comment on what the review found.',
  },
  'accessLogReview.commentTooLong': {
    sv: 'Kommentaren får vara högst 2000 tecken.',
    en: 'The comment may be at most 2000 characters.',
  },
  'accessLogReview.flag.no-care-relation': {
    sv: 'Ingen vårdrelation vid läsningen',
    en: 'No care relation at the time of the read',
  },
  'accessLogReview.flag.staff-without-care-relation': {
    sv: 'Plattformspersonal utan vårdrelation',
    en: 'Platform staff without a care relation',
  },
  'accessLogReview.flag.treatment-ended': {
    sv: 'Behandlingen hade avslutats',
    en: 'The treatment had ended',
  },
} as const;
