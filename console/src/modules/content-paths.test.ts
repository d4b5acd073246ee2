import { describe, expect, it } from 'vitest';
import { addPagePath, editorPath, modulesListPath, pageInSectionPath } from './content-paths';

describe('content editor paths', () => {
  it('put the language in the admin path and in ?lang= (not Swedish) for the content creator', () => {
    expect(editorPath('module', 'admin', 5, 'en')).toBe('/admin/modules/edit/5/en');
    expect(editorPath('chapter', 'admin', 6, 'sv')).toBe('/admin/chapter/edit/6/sv');
    expect(editorPath('section', 'cc', 8, 'sv')).toBe('/cc/section/edit/8');
    expect(editorPath('page', 'cc', 9, 'en')).toBe('/cc/pages/edit/9?lang=en');
  });

  it('edit a page within its section at the specification’s paths', () => {
    expect(pageInSectionPath('admin', 9, 8, 'sv')).toBe('/admin/pages/edit/section/9/8/sv');
    expect(pageInSectionPath('cc', 9, 8, 'en')).toBe('/cc/pages/edit/9/section/8?lang=en');
  });

  it('preset the section of a new page and lead each role to its modules list', () => {
    expect(decodeURIComponent(addPagePath('cc', 8))).toBe('/cc/pages/add?source={"section_id":8}');
    expect(modulesListPath('admin')).toBe('/admin/modules/list');
    expect(modulesListPath('cc')).toBe('/cc/modules/list');
  });
});
