import { type ContentLanguage } from '../modules/content-language';

/** The content creator's paths carry the edited language as `?lang=` (Swedish: none). */
function withLanguage(path: string, language: ContentLanguage): string {
  return language === 'sv' ? path : `${path}?lang=${language}`;
}

/** A test's editor: `/admin/test/edit/{id}`, `/cc/test/edit/{id}`. */
export function testEditPath(role: string, testId: number | string, language: ContentLanguage) {
  return withLanguage(`/${role === 'cc' ? 'cc' : 'admin'}/test/edit/${testId}`, language);
}

/**
 * A section of a test: `/admin/test-section/edit/test/{id}/{test_id}`,
 * `/cc/test-section/edit/{id}/test/{test_id}` (the specification's two shapes).
 */
export function testSectionPath(
  role: string,
  sectionId: number | string,
  testId: number | string,
  language: ContentLanguage,
): string {
  const path =
    role === 'cc'
      ? `/cc/test-section/edit/${sectionId}/test/${testId}`
      : `/admin/test-section/edit/test/${sectionId}/${testId}`;
  return withLanguage(path, language);
}

/**
 * A page of a test: `/admin/test-pages/edit/test/{id}/{test_id}`,
 * `/cc/test-pages/edit/{id}/test/{test_id}`.
 */
export function testPagePath(
  role: string,
  pageId: number | string,
  testId: number | string,
  language: ContentLanguage,
): string {
  const path =
    role === 'cc'
      ? `/cc/test-pages/edit/${pageId}/test/${testId}`
      : `/admin/test-pages/edit/test/${pageId}/${testId}`;
  return withLanguage(path, language);
}
