import { type ApiSchemas } from '@sinnro/web-session';
import { useCallback, useEffect, useState } from 'react';
import { API_URL } from '../config';
import { createHttpClient, type HttpResponse } from '../providers/http-client';
import { type ContentLanguage } from './content-language';

export type TreeNode = ApiSchemas['TreeNode'];
export type Crumb = ApiSchemas['Crumb'];
export type PageRecord = ApiSchemas['PageView'];
export type QuestionRecord = ApiSchemas['QuestionView'];
export type AnswerOptionRecord = ApiSchemas['AnswerOptionView'];
export type NamedNode = { id: number; name: string; position?: number };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNamed(value: unknown): value is Record<string, unknown> & { id: number; name: string } {
  return isObject(value) && typeof value.id === 'number' && typeof value.name === 'string';
}

export function isTreeNode(value: unknown): value is TreeNode {
  return (
    isNamed(value) &&
    (value.children === undefined ||
      (Array.isArray(value.children) && value.children.every(isTreeNode)))
  );
}

export function isCrumbList(value: unknown): value is Crumb[] {
  return Array.isArray(value) && value.every(isNamed);
}

/**
 * A call to the content routes outside the react-admin resources (order, questions, answer
 * options, tree view, breadcrumb). Their texts' language is in the path or the body;
 * `language` is the Accept-Language, the language of the server's messages.
 */
export function contentRequest(
  language: string,
  path: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
  body?: unknown,
): Promise<HttpResponse> {
  const http = createHttpClient(() => language);
  return http(`${API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** GETs JSON the guard accepts; `reload` asks again (after a change elsewhere). */
export function useContentJson<T>(
  path: string | null,
  language: ContentLanguage,
  guard: (value: unknown) => value is T,
  /** Changes when the data changed elsewhere, so it is asked again. */
  version: string | number = 0,
): { data: T | null; failed: boolean; reload: () => void } {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({
    data: null,
    failed: false,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let active = true;
    contentRequest(language, path)
      .then((response) => {
        if (!active) return;
        setState(
          guard(response.json)
            ? { data: response.json, failed: false }
            : { data: null, failed: true },
        );
      })
      .catch(() => {
        if (active) setState({ data: null, failed: true });
      });
    return () => {
      active = false;
    };
  }, [path, language, guard, round, version]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}

/** The server's message of a failed call, else null (then the caller shows its own). */
export function failureText(error: unknown): string | null {
  return error instanceof Error && error.message !== '' ? error.message : null;
}
