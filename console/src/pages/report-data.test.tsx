import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, type I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { readReportData, reportDataProblems, writeReportData } from './report-data';
import { ReportDataInput } from './ReportDataInput';

const QUESTIONS = [
  { id: 11, position: 0, text: 'Nedstämdhet', options: [] },
  { id: 12, position: 1, text: 'Sömnproblem', options: [] },
];

async function renderForm(locale: 'sv' | 'en', stored: unknown) {
  const i18nProvider: I18nProvider = await createI18nProvider(locale);
  const submitted: Record<string, unknown>[] = [];
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form
        record={{ id: 9, questions: QUESTIONS, content_report_data: stored }}
        resource="pages"
        onSubmit={(values: Record<string, unknown>) => {
          submitted.push(values);
        }}
      >
        <ReportDataInput />
        <button type="submit">submit</button>
      </Form>
    </AdminContext>,
  );
  return submitted;
}

describe('report data as stored', () => {
  it('keep its shape: the keys the form edits, every other key as it was, null when empty', () => {
    const stored = { score: 'sum', questions: [1, 2], version: 3 };
    const data = readReportData(stored);
    expect(data).toMatchObject({ score: 'sum', questions: [1, 2], bands: [], critical: [] });
    expect(data.rest).toEqual({ version: 3 });
    expect(writeReportData(data)).toEqual(stored);
    expect(writeReportData(readReportData(null))).toBeNull();
    // A key in a shape the form cannot show is kept, not lost.
    const odd = { questions: ['a'], bands: 'x' };
    expect(writeReportData(readReportData(odd))).toEqual(odd);
  });

  it('ask for whole numbers, labels and bands in order without overlap or gap', () => {
    const problems = reportDataProblems({
      bands: [
        { from: 0, to: 4, label: 'Låg' },
        { from: 6, to: 9, label: '' },
        { from: 9, to: 12.5, label: 'Hög' },
        { from: 20, to: 14, label: 'Fel' },
      ],
      critical: [{ question: null, threshold: 1 }],
    });
    expect(problems).toEqual({
      'bands.1.from': { message: 'app.modules.report_data.band_gap', args: { expected: 5 } },
      'bands.1.label': { message: 'app.modules.report_data.required' },
      'bands.2.from': { message: 'app.modules.report_data.band_overlap' },
      'bands.2.to': { message: 'app.modules.report_data.whole_number' },
      'bands.3.from': { message: 'app.modules.report_data.band_bounds' },
      'critical.0.question': { message: 'app.modules.report_data.required' },
    });
    expect(reportDataProblems({ bands: [{ from: 0, to: 4, label: 'Låg' }] })).toEqual({});
    expect(reportDataProblems(null)).toEqual({});
  });
});

describe('the report data form', () => {
  it('adds a band and an item in Swedish and saves the object in its stored shape', async () => {
    const submitted = await renderForm('sv', { score: 'sum', questions: [11], version: 3 });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Rapportdata' });
    expect(within(section).getByRole('checkbox', { name: 'Nedstämdhet' })).toBeChecked();
    await user.click(within(section).getByRole('checkbox', { name: 'Sömnproblem' }));
    expect(within(section).getByText('Övriga uppgifter (version) sparas som de är.')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Lägg till intervall' }));
    const band = within(section).getByRole('group', { name: 'Intervall 1' });
    expect(within(band).getByRole('spinbutton', { name: 'Från' })).toHaveValue(0);
    await user.type(within(band).getByRole('spinbutton', { name: 'Till' }), '4');
    await user.type(within(band).getByRole('textbox', { name: 'Betydelse' }), 'Låg');

    await user.click(within(section).getByRole('button', { name: 'Lägg till intervall' }));
    const second = within(section).getByRole('group', { name: 'Intervall 2' });
    // The next band starts after the last one.
    expect(within(second).getByRole('spinbutton', { name: 'Från' })).toHaveValue(5);
    await user.click(within(section).getByRole('button', { name: 'Ta bort intervall 2' }));

    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.content_report_data).toEqual({
      version: 3,
      score: 'sum',
      questions: [11, 12],
      bands: [{ from: 0, to: 4, label: 'Låg' }],
    });
  });

  it('keeps an English form with a band in the wrong place from being saved, and says why', async () => {
    const submitted = await renderForm('en', {
      bands: [{ from: 0, to: 4, label: 'Low' }],
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Report data' });
    await user.click(within(section).getByRole('button', { name: 'Add band' }));
    const band = within(section).getByRole('group', { name: 'Band 2' });
    const from = within(band).getByRole('spinbutton', { name: 'From' });
    await user.clear(from);
    await user.type(from, '7');
    await user.type(within(band).getByRole('spinbutton', { name: 'To' }), '9');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(
      await within(band).findByText('Bands must be contiguous: this one should start at 5'),
    ).toBeVisible();
    expect(within(band).getByText('Fill in the field')).toBeVisible();
    expect(submitted).toHaveLength(0);

    await user.clear(from);
    await user.type(from, '5');
    await user.type(within(band).getByRole('textbox', { name: 'Meaning' }), 'High');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.content_report_data).toEqual({
      bands: [
        { from: 0, to: 4, label: 'Low' },
        { from: 5, to: 9, label: 'High' },
      ],
    });
  });
});
