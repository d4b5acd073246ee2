/**
 * What erasing an account (GDPR article 17) does with each table that refers to the person. Rows
 * that are treatment documentation or records another law requires are KEPT, pointing at the
 * pseudonymised user row; everything else is DELETED. A table with a foreign key to users that is
 * in neither list fails the erasure test (test/api/erasure.e2e-spec.ts), so a new table gets a
 * decision here.
 */

/** A table and the column that names the person. */
export interface PersonColumn {
  table: string;
  column: string;
}

/**
 * Kept, with why. Patient data law (PDL 3:17): the record is kept at least 10 years after the last
 * entry. Accounting law (bokföringslagen 7:2): accounting records 7 years.
 */
export const KEPT: readonly (PersonColumn & { why: string })[] = [
  { table: 'program_subscriptions', column: 'user_id', why: 'treatment: the modules given' },
  { table: 'generated_reports', column: 'client_id', why: 'treatment: scored reports' },
  { table: 'conversations', column: 'client_id', why: 'treatment: chat with the therapist' },
  { table: 'conversations', column: 'specialist_id', why: 'treatment: chat with the therapist' },
  { table: 'messages', column: 'sender_id', why: 'treatment: chat with the therapist' },
  { table: 'meetings', column: 'client_id', why: 'treatment: care contacts' },
  { table: 'meetings', column: 'specialist_id', why: 'treatment: care contacts' },
  { table: 'specialist_client_notes', column: 'client_id', why: 'treatment: journal notes' },
  { table: 'specialist_client_notes', column: 'author_id', why: 'treatment: journal notes' },
  {
    table: 'therapist_assignments',
    column: 'client_id',
    why: 'care relations the log is judged by',
  },
  {
    table: 'therapist_assignments',
    column: 'therapist_id',
    why: 'care relations the log is judged by',
  },
  {
    table: 'health_coach_periods',
    column: 'client_id',
    why: 'care relations the log is judged by',
  },
  {
    table: 'health_coach_periods',
    column: 'coach_id',
    why: 'care relations the log is judged by',
  },
  {
    table: 'company_membership_periods',
    column: 'user_id',
    why: 'care relations the log is judged by (the membership itself is deleted)',
  },
  { table: 'notifications', column: 'client_id', why: 'treatment: risk flags and their handling' },
  {
    table: 'notifications',
    column: 'acknowledged_by_id',
    why: 'treatment: who handled a risk flag',
  },
  { table: 'client_holds', column: 'created_by_id', why: 'treatment: who paused a client' },
  { table: 'client_holds', column: 'lifted_by_id', why: 'treatment: who resumed a client' },
  { table: 'usage_records', column: 'user_id', why: 'accounting: services billed' },
  { table: 'company_credits', column: 'user_id', why: 'accounting: credits bought' },
  { table: 'payment_records', column: 'user_id', why: 'accounting: purchases and their payments' },
];

/** Deleted at once (their files in storage too). */
export const DELETED: readonly PersonColumn[] = [
  { table: 'user_documents', column: 'user_id' },
  { table: 'data_exports', column: 'user_id' },
  { table: 'consent_acceptances', column: 'user_id' },
  { table: 'company_members', column: 'user_id' },
  { table: 'company_unit_members', column: 'user_id' },
  { table: 'company_email_links', column: 'user_id' },
  { table: 'invitations', column: 'user_id' },
  { table: 'pending_email_changes', column: 'user_id' },
  { table: 'password_reset_tokens', column: 'user_id' },
  { table: 'user_permission_grants', column: 'user_id' },
  { table: 'reminders_sent', column: 'user_id' },
  { table: 'chat_offline_notices', column: 'recipient_id' },
  { table: 'message_templates', column: 'owner_id' },
  { table: 'user_credit_balances', column: 'user_id' },
  { table: 'specialist_client_states', column: 'client_id' },
  { table: 'specialist_client_states', column: 'specialist_id' },
  { table: 'client_holds', column: 'client_id' },
  { table: 'notifications', column: 'recipient_id' },
  // The code's counter of uses stays as it is; the payment record names the code it discounted.
  { table: 'promotion_code_uses', column: 'user_id' },
];

/** Kept rows whose reference to the person is cleared instead (a responsibility that ends). */
export const CLEARED: readonly PersonColumn[] = [
  { table: 'users', column: 'health_coach_id' },
  { table: 'invitations', column: 'therapist_id' },
];

const IDENTIFIER = /^[a-z_]+$/;

/** The statements that delete and clear, in order; `?` is the user's id. */
export function erasureStatements(): string[] {
  const statements: string[] = [];
  for (const { table, column } of [...DELETED, ...CLEARED]) {
    if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) {
      throw new Error(`Not an identifier: ${table}.${column}`);
    }
  }
  for (const { table, column } of DELETED) {
    statements.push(`delete from "${table}" where "${column}" = ?`);
  }
  for (const { table, column } of CLEARED) {
    statements.push(`update "${table}" set "${column}" = null where "${column}" = ?`);
  }
  return statements;
}

/** The name an erased account keeps: "Raderad användare #<id>" (first and last name). */
export function pseudonymOf(id: number): { firstName: string; lastName: string; email: string } {
  return {
    firstName: 'Raderad',
    lastName: `användare #${id}`,
    email: `erased-${id}@erased.invalid`,
  };
}
