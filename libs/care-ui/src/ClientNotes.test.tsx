import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClientNotes, type ClientNotesTexts } from './ClientNotes';

const texts: ClientNotesTexts = {
  title: 'Notes',
  label: 'New note',
  help: (left) => `${left} left`,
  save: 'Save',
  required: 'Write something',
  empty: 'No notes',
  by: (name, time) => `${name}, ${time}`,
  unknownAuthor: 'Removed user',
};

const props = {
  placeholder: <p>Loading</p>,
  failureText: () => 'Failed',
  texts,
  formatTime: (value: string) => value.slice(0, 10),
};

describe('ClientNotes', () => {
  it('lists the notes with their author and time, or the placeholder while there are none', () => {
    const { rerender } = render(
      <ClientNotes {...props} notes={null} write={vi.fn()} onWritten={vi.fn()} />,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    rerender(
      <ClientNotes
        {...props}
        notes={[
          { id: 1, client_id: 7, text: 'First', created_at: '2026-11-20T10:00:00Z', author: null },
        ]}
        write={vi.fn()}
        onWritten={vi.fn()}
      />,
    );
    expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('First');
    expect(screen.getByText('Removed user, 2026-11-20')).toBeInTheDocument();
  });

  it('asks for a text, writes the note, empties the field and tells the app', async () => {
    const write = vi.fn(() => Promise.resolve());
    const onWritten = vi.fn();
    render(<ClientNotes {...props} notes={[]} write={write} onWritten={onWritten} />);
    expect(screen.getByText('No notes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Write something')).toBeInTheDocument();
    expect(write).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('New note'), 'Hej');
    expect(screen.getByText('Write something')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onWritten).toHaveBeenCalledOnce());
    expect(write).toHaveBeenCalledWith('Hej');
    expect(screen.getByLabelText('New note')).toHaveValue('');
    expect(screen.getByText('5000 left')).toBeInTheDocument();
  });

  it('shows the app’s text of a failure', async () => {
    render(
      <ClientNotes
        {...props}
        notes={[]}
        write={() => Promise.reject(new Error('x'))}
        onWritten={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByLabelText('New note'), 'Hej');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
  });
});
