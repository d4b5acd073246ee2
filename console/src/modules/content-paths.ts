import { usePermissions } from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { type ContentLanguage } from './content-language';

export type ContentKind = 'module' | 'chapter' | 'section' | 'page';

/** Where admins (with the language in the path) and content creators edit each kind. */
const EDITORS: Record<ContentKind, { admin: string; cc: string }> = {
  module: { admin: '/admin/modules/edit', cc: '/cc/modules/edit' },
  chapter: { admin: '/admin/chapter/edit', cc: '/cc/chapter/edit' },
  section: { admin: '/admin/section/edit', cc: '/cc/section/edit' },
  page: { admin: '/admin/pages/edit', cc: '/cc/pages/edit' },
};

/** The content creator's paths carry the language as `?lang=` (Swedish: none). */
function ccLanguage(language: ContentLanguage): string {
  return language === 'sv' ? '' : `?lang=${language}`;
}

/**
 * The specification's editor path of a content object for the role: the admin's
 * `/admin/chapter/edit/{id}/{lang}`, the content creator's `/cc/chapter/edit/{id}`.
 */
export function editorPath(
  kind: ContentKind,
  role: string,
  id: number | string,
  language: ContentLanguage,
): string {
  const base = EDITORS[kind];
  if (role === 'cc') return `${base.cc}/${id}${ccLanguage(language)}`;
  return `${base.admin}/${id}/${language}`;
}

/** A page edited within its section: `/admin/pages/edit/section/{id}/{section_id}/{lang}`. */
export function pageInSectionPath(
  role: string,
  id: number | string,
  sectionId: number | string,
  language: ContentLanguage,
): string {
  if (role === 'cc') return `/cc/pages/edit/${id}/section/${sectionId}${ccLanguage(language)}`;
  return `/admin/pages/edit/section/${id}/${sectionId}/${language}`;
}

/** Where a role adds a page (`?source=` presets its fields, react-admin's way). */
export function addPagePath(role: string, sectionId: number | string): string {
  const source = encodeURIComponent(JSON.stringify({ section_id: Number(sectionId) }));
  return `/${role === 'cc' ? 'cc' : 'admin'}/pages/add?source=${source}`;
}

/** The role's modules list. */
export function modulesListPath(role: string): string {
  return role === 'cc' ? '/cc/modules/list' : '/admin/modules/list';
}

/** The current user's role ('' until known). */
export function useRole(): string {
  const { permissions } = usePermissions<ConsolePermissions>();
  return permissions?.role ?? '';
}
