import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, makeUser } from '../test/fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';
import { stubScreenWidth } from '../test/screen-width';

const REPORT = {
  id: 7,
  name: 'PHQ-9 – skattning av nedstämdhet',
  description: 'Nio frågor.',
  language: 'sv',
  client_id: 1,
  module_instance_id: 3,
  module_id: 2,
  report_template_id: 1,
  created_at: '2026-11-23T10:00:00.000Z',
  client_viewed_at: null,
  viewed: false,
  visible_to_client: true,
  offer_display_at: null,
  offer_accepted_at: null,
  offer_declined_at: null,
  report_elements: [
    {
      id: 1,
      position: 0,
      report_element_type: 'title',
      reference_type: 'none',
      name: 'Ditt resultat',
      explanation_text: null,
      question: null,
      answer: null,
      score: null,
      max_score: null,
      bar_details: null,
      answer_details: null,
    },
    {
      id: 2,
      position: 1,
      report_element_type: 'combined_question',
      reference_type: 'other',
      name: 'Totalpoäng',
      explanation_text: 'Summan av alla frågor.',
      question: null,
      answer: null,
      score: 0,
      max_score: 27,
      bar_details: { min: 0, max: 100, step: 0.5, value: 0, shown_value: 1.5 },
      answer_details: {
        value: 0,
        color: '#4caf50',
        label: 'Minimala symtom',
        explanation_text: null,
      },
    },
    {
      id: 3,
      position: 2,
      report_element_type: 'single_question',
      reference_type: 'none',
      name: null,
      explanation_text: null,
      question: 'Känt dig trött eller energilös',
      answer: 'Flera dagar',
      score: 1,
      max_score: 3,
      bar_details: { min: 0, max: 100, step: 0.5, value: 100, shown_value: 98.5 },
      answer_details: { value: 1, color: 'not-a-colour', label: null, explanation_text: null },
    },
  ],
};

function signIn(
  offer: (field: string) => Response = () => jsonResponse(200, { status: 'Success' }),
) {
  document.cookie = `token=${fakeToken(['client'])}; path=/`;
  return mockFetch((request) => {
    if (request.url.endsWith('/api/users/get-current-user-profile'))
      return jsonResponse(200, makeUser());
    if (request.url.includes('/client/report/generated/single/7')) return jsonResponse(200, REPORT);
    if (request.url.endsWith('/client/reports/viewed/7'))
      return jsonResponse(200, { id: 7, client_viewed_at: '2026-11-24T10:00:00.000Z' });
    if (request.url.endsWith('/client/user/offer-initiate/7'))
      return offer(Object.keys(request.body as object)[0] ?? '');
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
}

const offerCalls = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.endsWith('/client/user/offer-initiate/7'))
    .map((request) => Object.keys(request.body as object));

describe('report page', () => {
  it('shows the elements with their bars and bands, in the interface language, and marks the report viewed', async () => {
    stubScreenWidth(1280);
    const requests = signIn();
    renderAppAt('/client/report/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'PHQ-9 – skattning av nedstämdhet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ditt resultat' })).toBeInTheDocument();
    const total = screen.getByRole('meter', { name: 'Resultat för Totalpoäng' });
    expect(total).toHaveAttribute('aria-valuenow', '0');
    expect(total).toHaveAttribute('aria-valuetext', '0 av 27, Minimala symtom');
    expect(screen.getByText('Nivå: Minimala symtom')).toBeInTheDocument();
    const single = screen.getByRole('meter', {
      name: 'Resultat för Känt dig trött eller energilös',
    });
    expect(single).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Flera dagar')).toBeInTheDocument();
    // The markers sit inside the track: 1.5 % and 98.5 %; an unknown colour draws grey.
    const fills = screen.getAllByTestId('report-bar-fill');
    expect(fills.map((fill) => fill.style.width)).toEqual(['1.5%', '98.5%']);
    expect(fills[1]).toHaveStyle({ backgroundColor: '#9e9e9e' });

    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith('/client/reports/viewed/7'))).toBe(
        true,
      ),
    );
    const single7 = requests.find((request) =>
      request.url.includes('/client/report/generated/single/7'),
    );
    expect(single7?.url).toMatch(/\?lang=sv$/);
    expect(screen.queryByRole('region', { name: 'Vill du ha stöd av en terapeut?' })).toBeNull();
  });

  it('offers a therapist while suggestTherapist is true: read more, decline on closing, accept with a confirmation', async () => {
    stubScreenWidth(1280);
    const requests = signIn();
    document.cookie = 'suggestTherapist=true; path=/';
    const user = userEvent.setup();
    renderAppAt('/client/report/7');

    const banner = await screen.findByRole('region', { name: 'Vill du ha stöd av en terapeut?' });
    await user.click(within(banner).getByRole('button', { name: 'Läs mer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stöd av en terapeut' });
    await user.click(within(dialog).getByRole('button', { name: 'Nej tack' }));
    await waitFor(() =>
      expect(offerCalls(requests)).toEqual([['offer_display_at'], ['offer_declined_at']]),
    );
    // Declined is not accepted: the banner stays.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(banner).getByRole('button', { name: 'Läs mer' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, kontakta mig' }));
    const thanks = await screen.findByRole('dialog', { name: 'Tack!' });
    expect(offerCalls(requests).at(-1)).toEqual(['offer_accepted_at']);
    await user.click(within(thanks).getByRole('button', { name: 'Stäng' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vill du ha stöd av en terapeut?' })).toBeNull(),
    );
  });

  it('keeps quiet when an offer call fails: no confirmation, no error, the banner stays', async () => {
    stubScreenWidth(1280);
    signIn(() =>
      jsonResponse(500, { statusCode: 500, error: 'Error', message: 'Something went wrong' }),
    );
    document.cookie = 'suggestTherapist=true; path=/';
    const user = userEvent.setup();
    renderAppAt('/client/report/7');

    const banner = await screen.findByRole('region', { name: 'Vill du ha stöd av en terapeut?' });
    await user.click(within(banner).getByRole('button', { name: 'Läs mer' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, kontakta mig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByRole('region', { name: 'Vill du ha stöd av en terapeut?' })).toBeVisible();
  });
});
