export { SafeHtml } from './SafeHtml';
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
