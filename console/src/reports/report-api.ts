import { HttpError } from 'react-admin';
import { API_URL } from '../config';
import { createHttpClient } from '../providers/http-client';
import {
  type EditableElementType,
  ELEMENT_EDITORS,
  type ReportElementDetails,
  type TestForReport,
} from './report-record';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isElementDetails(value: unknown): value is ReportElementDetails {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.report_id === 'number' &&
    typeof value.report_element_type === 'string'
  );
}

function isTestForReport(value: unknown): value is TestForReport {
  return isRecord(value) && typeof value.id === 'number' && Array.isArray(value.questions);
}

/** The report element routes outside /api/admin (reports.controller.ts), in a language. */
export function reportApi(locale: string) {
  const http = createHttpClient(() => locale);
  const send = (path: string, method: string, body?: unknown) =>
    http(`${API_URL}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    async element(type: EditableElementType, id: string): Promise<ReportElementDetails> {
      const answer = await send(`/api/report/${ELEMENT_EDITORS[type]}/${id}/edit/${locale}`, 'GET');
      if (!isElementDetails(answer.json)) throw new Error('ra.notification.http_error');
      return answer.json;
    },
    async testsWithQuestions(): Promise<TestForReport[]> {
      const answer = await send(`/api/test/full-list-report/${locale}`, 'GET');
      return Array.isArray(answer.json) ? answer.json.filter(isTestForReport) : [];
    },
    createElement: (reportId: number, body: Record<string, unknown>) =>
      send(`/api/report/${reportId}/element`, 'POST', body),
    updateElement: (id: number, body: Record<string, unknown>) =>
      send(`/api/report/element/${id}`, 'PUT', body),
    removeElement: (id: number) => send(`/api/report/element/${id}`, 'DELETE'),
    orderElements: (reportId: number, ids: number[]) =>
      send(`/api/report/${reportId}`, 'PUT', { lang: locale, element_order: ids }),
  };
}

/**
 * The field errors of a 400 answer as react-hook-form takes them (one text per field), or null
 * when the failure is not about fields.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return null;
  const errors = error.body.errors;
  if (!isRecord(errors)) return null;
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === 'string') result[field] = value;
    else if (Array.isArray(value)) result[field] = value.map(String).join(' ');
  }
  return Object.keys(result).length > 0 ? result : null;
}

/** The server's message of a failure, for a toast. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'ra.notification.http_error';
}
