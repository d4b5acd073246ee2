import { type LanguageUsed } from 'src/content/localized';
import { type AnswerType, type PageType } from 'src/content/page.entity';
import { type ModuleListingStatus } from './progress';

/** A module instance as the specification names its fields. */
export interface ModuleInstanceView {
  module_instance_id: number;
  num: number;
  /** The newest instance is the active one. */
  active: boolean;
  /** Whether a new instance may be started now (active, completed, repeatable module). */
  start_new: boolean;
  is_completed: boolean;
  /** The day it started (YYYY-MM-DD, UTC). */
  start_date: string;
  started_at: Date;
  completed_at: Date | null;
  /** This round's whole percent by the progress rule (progress.ts). */
  progress: number;
  subscription_model_uuid: string;
  /** No feedback form is configured yet: always null. */
  feedback_url: string | null;
}

/** A module of a subscription, for the client's program and module screens. */
export interface SubscriptionModuleView extends LanguageUsed {
  _id: number;
  id: number;
  name: string;
  description: string | null;
  type: 'module' | 'assessment';
  is_published: boolean;
  repeatable: boolean;
  iteration_days: number | null;
  position: number;
  is_open: boolean;
  module_status: number;
  /** Whole percent by the progress rule (progress.ts): the newest round's; 100 once it is finished. */
  progress: number;
  /** Where the module is listed, by the same rule: `completed` exactly when `progress` is 100. */
  status: ModuleListingStatus;
  page_count: number;
  /**
   * Whether POST new-instance would start an instance now (by the rule that answers its 409): false
   * for a locked or closed module, an inactive subscription, a completed module that does not
   * repeat and an assessment whose next round is not due yet.
   */
  new_round_allowed: boolean;
  /** The day (YYYY-MM-DD, UTC) an assessment's next round opens, while it is not due yet; else null. */
  opens_at: string | null;
  instances: ModuleInstanceView[];
}

/** One subscription of the caller with its programs and modules (GET /client/programs). */
export interface ClientProgramSubscriptionView {
  uuid: string;
  subscription_model_name: string;
  subscription_model_uuid: string;
  status: string;
  end_date: string | null;
  progress: number;
  programs: ({ id: number; uuid: string; name: string } & LanguageUsed)[];
  modules: SubscriptionModuleView[];
}

/** A module for purchase: what it holds, without anything of a client's. */
export interface ModulePurchaseView extends LanguageUsed {
  _id: number;
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  type: 'module' | 'assessment';
  category: string | null;
  billable: boolean;
  repeatable: boolean;
  iteration_days: number | null;
  chapters: ({ id: number; name: string } & LanguageUsed)[];
  page_count: number;
}

/** An answer as stored: chosen options by id (with their labels now), or a value. */
export interface AnswerView {
  option_ids: number[] | null;
  /** The chosen options' labels, joined by commas and lower-cased after the first. */
  answer_text: string | null;
  text: string | null;
  number: number | null;
  date: string | null;
  answered_at: Date;
}

export interface OptionView extends LanguageUsed {
  id: number;
  position: number;
  value: number;
  label: string;
}

export interface QuestionView extends LanguageUsed {
  id: number;
  code: string | null;
  position: number;
  required: boolean;
  text: string;
  options: OptionView[];
  answer: AnswerView | null;
}

export interface PageContentView extends LanguageUsed {
  id: number;
  chapter_id: number;
  section_id: number;
  position: number;
  page_type: PageType;
  answer_type: AnswerType | null;
  tool: string | null;
  name: string;
  body: string | null;
  therapist_approval_required: boolean;
  report_read_mandatory: boolean;
  /** Done in this instance (answered or read). */
  answered: boolean;
  approved_at: Date | null;
  questions: QuestionView[];
}

/** The page player's answer: the page to show and where the client stands. */
export interface PlayerView {
  subscription_uuid: string;
  subscription_model_uuid: string;
  module_id: number;
  module_instance_id: number | null;
  instance: ModuleInstanceView | null;
  /** The client answered a page their therapist has not approved yet: later pages stay shut. */
  awaiting_approval: boolean;
  completed: boolean;
  /** The module's whole percent by the progress rule (progress.ts), as the module list shows it. */
  progress: number;
  /** The module's listing state by the same rule (`completed` exactly at 100 %). */
  status: ModuleListingStatus;
  page_count: number;
  page: PageContentView | null;
  next_page: { id: number; chapter_id: number } | null;
  previous_page: { id: number; chapter_id: number } | null;
}

/** What saving a page's answers answers. */
export interface AnswerResultView {
  saved: true;
  module_instance_id: number;
  page_id: number;
  progress: number;
  completed: boolean;
  awaiting_approval: boolean;
  next_page: { id: number; chapter_id: number } | null;
  /** Shown to the client at once after a risk answer (PHQ-9 item 9 above 0); else null. */
  crisis_message: string | null;
}

/** What approving a page answers. */
export interface ApprovalView {
  client_id: number;
  module_instance_id: number;
  page_id: number;
  approved_at: Date;
  approved_by: string;
  progress: number;
  completed: boolean;
}

/** What the therapist action answers: the approval, and the message sent with it. */
export interface PageApprovalView extends ApprovalView {
  /** The chat message sent to the client with the approval; null when none was written. */
  message_id: number | null;
}
