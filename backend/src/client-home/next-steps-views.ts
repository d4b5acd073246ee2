import { type RoomState } from 'src/meetings/meeting-view';

/**
 * What a step asks of the client: go on where they stand in a module, do an assessment that is
 * due, start a module their therapist opened, or wait while their therapist reviews a page.
 */
export type NextStepKind = 'continue' | 'assessment_due' | 'start' | 'waiting';

/** The page a step is about: the one to answer next, or the one waiting for the therapist. */
export interface NextStepPageView {
  id: number;
  /** The page's name in the asked language (another language when it has none). */
  name: string;
  /** Its place in the module, from 1. */
  number: number;
  /** How many pages the module has. */
  count: number;
}

/** One thing to do (or to wait for) in a module of the client's subscriptions. */
export interface NextStepView {
  kind: NextStepKind;
  subscription_uuid: string;
  subscription_model_uuid: string;
  module_id: number;
  module_name: string;
  module_type: 'module' | 'assessment';
  /** The module's progress, 0–100, as the module list shows it. */
  progress: number;
  /** The page to answer next (continue) or waiting for approval (waiting); else null. */
  page: NextStepPageView | null;
}

/** The client's next meeting that has not ended and is not cancelled. */
export interface NextMeetingView {
  uuid: string;
  /** The meeting room page is /meeting/{ext_meeting_id}. */
  ext_meeting_id: string;
  starts_at: Date;
  ends_at: Date;
  room_state: RoomState;
  specialist: { uuid: string; first_name: string; last_name: string };
}

/** A report of the client's that they have not opened yet. */
export interface UnreadReportView {
  id: number;
  name: string | null;
  created_at: Date;
}

/** GET /api/v1/client/next-steps/{lang}: the client's start page, gathered in one answer. */
export interface NextStepsView {
  /**
   * What to do now, most pressing first: continue a module, assessments due, modules to start,
   * then pages waiting for the therapist.
   */
  steps: NextStepView[];
  /** Whether the client holds any program subscription (whatever its status). */
  has_programs: boolean;
  /** Modules of the client's active subscriptions that the therapist has not opened yet. */
  locked_modules: number;
  /** Messages to the client not read yet. */
  unread_messages: number;
  next_meeting: NextMeetingView | null;
  /** Reports the client has not opened yet, newest first. */
  unread_reports: UnreadReportView[];
}
