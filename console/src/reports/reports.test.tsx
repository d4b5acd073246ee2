import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';
import { elementBody } from './report-record';

/** Screens of a whole-app render load slowly on a busy CI machine. */
const SLOW = { timeout: 10_000 };

const ADMIN = {
  role: 'admin',
  firstName: 'Astrid',
  lastName: 'Andersson',
  permissions: ['module.read.[*]', 'module.create.[*]', 'module.update.[*]', 'module.delete.[*]'],
};

function list(resource: string, rows: unknown[]) {
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', `${resource} 0-${rows.length - 1}/${rows.length}`);
  return response;
}

function bodyOf(init: RequestInit): Record<string, unknown> {
  const parsed: unknown = JSON.parse(typeof init.body === 'string' ? init.body : '{}');
  return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
}

const TEST = {
  id: 3,
  _id: 3,
  uuid: 't3',
  code: 'phq9',
  name: 'PHQ-9',
  description: null,
  language: 'sv',
  fallback: false,
  languages: ['sv'],
};

const ELEMENT = {
  id: 50,
  report_id: 4,
  position: 0,
  report_element_type: 'title',
  name: 'Resultat',
  explanation_text: null,
  question_id: null,
  question_ids: [],
  reference_type: 'none',
  reference_template_id: null,
  bar_details: null,
  language: 'sv',
  fallback: false,
};

const TEMPLATE = {
  id: 4,
  uuid: 'r4',
  name: 'PHQ-9 rapport',
  description: null,
  visible_to_client: true,
  test_id: 3,
  language: 'sv',
  fallback: false,
  languages: ['sv'],
  report_elements: [ELEMENT],
};

const TESTS_WITH_QUESTIONS = [
  {
    ...TEST,
    questions: [
      {
        id: 31,
        text: 'Lite intresse eller glädje',
        code: 'phq9_1',
        required: true,
        reverse_scored: false,
        position: 0,
        options: [],
        language: 'sv',
        fallback: false,
        page_id: 1,
        section_id: 1,
      },
      {
        id: 32,
        text: 'Nedstämdhet',
        code: 'phq9_2',
        required: true,
        reverse_scored: false,
        position: 1,
        options: [],
        language: 'sv',
        fallback: false,
        page_id: 1,
        section_id: 1,
      },
    ],
  },
];

const REFERENCE = {
  id: 7,
  uuid: 'x7',
  name: 'PHQ-9 nivåer',
  language: 'sv',
  fallback: false,
  intervals_count: 2,
};

describe('elementBody', () => {
  it('sends only the fields the element type takes', () => {
    expect(
      elementBody(
        'single_question',
        {
          name: 'A',
          question_id: 3,
          question_ids: [4],
          reference_type: 'none',
          reference_template_id: 7,
        },
        'en',
      ),
    ).toEqual({
      lang: 'en',
      name: 'A',
      explanation_text: null,
      question_id: 3,
      reference_type: 'none',
      reference_template_id: null,
    });
    expect(
      elementBody('title', { name: 'T', reference_type: 'other', reference_template_id: 7 }, 'sv'),
    ).toEqual({
      lang: 'sv',
      name: 'T',
      explanation_text: null,
      reference_type: 'none',
      reference_template_id: null,
    });
  });
});

describe('report templates', () => {
  it('add a single-question element with a reference template to a report', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, visit, currentPath } = await logInAs(ADMIN, {
      '/api/admin/report-templates/4': () => jsonResponse(200, TEMPLATE),
      '/api/admin/tests': () => list('tests', [TEST]),
      '/api/admin/reference-templates': () => list('reference-templates', [REFERENCE]),
      '/api/test/full-list-report/sv': () => jsonResponse(200, TESTS_WITH_QUESTIONS),
      '/api/report/4/element': (init) => {
        sent.push(bodyOf(init));
        return jsonResponse(201, { ...ELEMENT, id: 51 });
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    await visit('/admin/reports/edit/4');
    expect(await screen.findByDisplayValue('PHQ-9 rapport', {}, SLOW)).toBeInTheDocument();
    const elements = screen.getByRole('table', { name: 'Rapportens element' });
    expect(within(elements).getByText('Resultat')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lägg till element' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.type(within(dialog).getByLabelText(/Namn/), 'Intresse');
    await user.click(within(dialog).getByRole('combobox', { name: /Fråga/ }));
    await user.click(
      await screen.findByRole('option', { name: 'phq9_1: Lite intresse eller glädje' }, SLOW),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Referensmall' }));
    await user.click(await within(dialog).findByRole('combobox', { name: /Referensmall/ }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'PHQ-9 nivåer' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toEqual({
      lang: 'sv',
      report_element_type: 'single_question',
      name: 'Intresse',
      explanation_text: null,
      question_id: 31,
      reference_type: 'other',
      reference_template_id: 7,
    });
  });

  it('show the server’s field errors under the single-question editor’s inputs', async () => {
    const { user, visit, currentPath } = await logInAs(ADMIN, {
      '/api/admin/report-templates/4': () => jsonResponse(200, TEMPLATE),
      '/api/test/full-list-report/sv': () => jsonResponse(200, TESTS_WITH_QUESTIONS),
      '/api/report/single-question/52/edit/sv': () =>
        jsonResponse(200, {
          ...ELEMENT,
          id: 52,
          report_element_type: 'single_question',
          name: 'Nedstämdhet',
          question_id: 32,
          question: null,
          questions: [],
          answer_details: [],
        }),
      '/api/report/element/52': () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Uppgifterna är ogiltiga',
          errors: { question_id: 'Frågan 32 hör inte till rapportens test' },
        }),
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    await visit('/admin/reports/single-question/52/edit');
    const name = await screen.findByDisplayValue('Nedstämdhet', {}, SLOW);
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Frågan 32 hör inte till rapportens test', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till rapporten' })).toHaveAttribute(
      'href',
      '/admin/reports/edit/4',
    );
  });

  it('edit a combined-question element’s questions as checkboxes and send their ids', async () => {
    const sent: Record<string, unknown>[] = [];
    const details = {
      ...ELEMENT,
      id: 53,
      report_element_type: 'combined_question',
      name: 'Summa',
      question_ids: [31],
      question: null,
      questions: [],
      answer_details: [],
    };
    const { user, visit, currentPath } = await logInAs(ADMIN, {
      '/api/admin/report-templates/4': () => jsonResponse(200, TEMPLATE),
      '/api/test/full-list-report/sv': () => jsonResponse(200, TESTS_WITH_QUESTIONS),
      '/api/report/combined-question/53/edit/sv': () => jsonResponse(200, details),
      '/api/report/element/53': (init) => {
        sent.push(bodyOf(init));
        return jsonResponse(200, details);
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/admin/users/list'), SLOW);
    await visit('/admin/reports/combined-question/53/edit');
    const first = await screen.findByRole(
      'checkbox',
      { name: 'phq9_1: Lite intresse eller glädje' },
      SLOW,
    );
    expect(first).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'phq9_2: Nedstämdhet' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toEqual({
      lang: 'sv',
      name: 'Summa',
      explanation_text: null,
      question_ids: [31, 32],
      reference_type: 'none',
      reference_template_id: null,
    });
  });
});
