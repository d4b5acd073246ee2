import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './ChatComposer';
import { SendFailed } from './use-conversation-messages';

function Composer({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const [value, setValue] = useState('');
  return <ChatComposer value={value} onChange={setValue} onSend={onSend} />;
}

describe('chat composer', () => {
  it('keeps the text with the server’s error when sending fails, and clears it once sent', async () => {
    const user = userEvent.setup();
    const onSend = vi
      .fn<(text: string) => Promise<void>>()
      .mockRejectedValueOnce(new SendFailed('Chatten är pausad.'))
      .mockResolvedValueOnce(undefined);
    render(<Composer onSend={onSend} />);
    const field = screen.getByLabelText('Skriv ett meddelande');

    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByText('Skriv något innan du skickar.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    await user.type(field, 'Hej Petra');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chatten är pausad. Meddelandet kunde inte skickas. Texten finns kvar – försök igen.',
    );
    expect(field).toHaveValue('Hej Petra');

    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(onSend).toHaveBeenLastCalledWith('Hej Petra');
    expect(field).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
