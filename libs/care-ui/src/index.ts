export { SAFE_HTML_ELEMENTS, SafeHtml, safeHref } from './SafeHtml';
export {
  type PlayerAnswerType,
  type PlayerFormValue,
  PlayerPageButtons,
  type PlayerPageButtonsProps,
  type PlayerQuestionView,
  QuestionField,
  type QuestionFieldProps,
} from './PlayerPage';
export { type Candidate, type ClientNote } from './candidate-types';
export {
  CandidateBadges,
  type CandidateBadgeSource,
  type CandidateBadgeText,
} from './CandidateBadges';
export { ClientNotes, type ClientNotesTexts, MAX_NOTE } from './ClientNotes';
export { type ModuleSummary } from './candidate-types';
export { ModuleSummaryTable, type ModuleSummaryTexts } from './ModuleSummaryTable';
export { CandidateTable, type CandidateTableTexts } from './CandidateTable';
export {
  CandidateFilters,
  type CandidateFiltersTexts,
  PASSIVE_FILTERS,
  type PassiveFilter,
  useDebounced,
} from './CandidateFilters';
export {
  DIALOG_WIDTH,
  type EndReason,
  type EndTreatmentChoice,
  EndTreatmentDialog,
  type EndTreatmentTexts,
} from './EndTreatmentDialog';
export {
  type ModuleOption,
  movedOrder,
  type ProgramRow,
  type ProgramSubscription,
  SubscriptionEditor,
  type SubscriptionEditorApi,
  type SubscriptionEditorTexts,
  type SubscriptionModule,
} from './SubscriptionEditor';
export {
  NewSubscriptionForm,
  type NewSubscriptionFormTexts,
  type NewSubscriptionProgram,
  type NewSubscriptionValues,
} from './NewSubscriptionForm';
export {
  categoryName,
  type ReferenceLanguage,
  referenceLanguage,
  subscriptionModelName,
  unitTypeName,
} from './reference-names';
export {
  type StaffReportBand,
  type StaffReportBandRange,
  type StaffReportData,
  type StaffReportItem,
  type StaffReportRound,
} from './staff-report-types';
export { ScoreHistoryChart, type ScoreHistoryTexts } from './ScoreHistoryChart';
export { StaffReport, type StaffReportTexts } from './StaffReport';
export {
  RISK_FLAG_ACTIONS,
  type RiskFlagAcknowledgement,
  type RiskFlagAction,
  type RiskFlagDetail,
  type RiskFlagRound,
  type RiskFlagSummary,
} from './risk-flags/risk-flag-types';
export { type RiskFlagDates, type RiskFlagTexts } from './risk-flags/risk-flag-texts';
export { AcknowledgementText, RiskFlagDetailView } from './risk-flags/RiskFlagDetailView';
export {
  AcknowledgeRiskFlagDialog,
  RISK_FLAG_NOTE_MAX,
  type RiskFlagAcknowledgeFailure,
  type RiskFlagAcknowledgeForm,
} from './risk-flags/AcknowledgeRiskFlagDialog';
export { visuallyHidden } from './visually-hidden';
