import { type Meeting } from './meeting.entity';
import { roomState } from './meeting-view';

const END = new Date('2026-12-01T09:45:00Z');
const OPENS = new Date('2026-12-01T08:50:00Z');

function meeting(status: Meeting['status']): Pick<Meeting, 'status' | 'endsAt'> {
  return { status, endsAt: END };
}

const at = (iso: string) => new Date(iso);

describe('roomState', () => {
  it('is not open until the opening time, open from it until the end, ended from the end', () => {
    expect(roomState(meeting('scheduled'), OPENS, at('2026-12-01T08:49:59Z'))).toBe('not_open');
    expect(roomState(meeting('scheduled'), OPENS, at('2026-12-01T08:50:00Z'))).toBe('open');
    expect(roomState(meeting('scheduled'), OPENS, at('2026-12-01T09:44:59Z'))).toBe('open');
    expect(roomState(meeting('scheduled'), OPENS, at('2026-12-01T09:45:00Z'))).toBe('ended');
  });

  it('is ended once held, and cancelled whatever the time', () => {
    expect(roomState(meeting('held'), OPENS, at('2026-12-01T09:30:00Z'))).toBe('ended');
    expect(roomState(meeting('cancelled'), OPENS, at('2026-12-01T08:00:00Z'))).toBe('cancelled');
    expect(roomState(meeting('cancelled'), OPENS, at('2026-12-01T09:10:00Z'))).toBe('cancelled');
  });
});
