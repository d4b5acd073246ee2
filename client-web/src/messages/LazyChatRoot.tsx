import { Component, type ReactNode, Suspense, lazy } from 'react';
import { useSession } from '../session/session-context';

/** Roles whose users chat in client-web. */
const CHAT_ROLES: readonly string[] = ['client', 'therapist-premium', 'clinic-therapist'];

const ChatRoot = lazy(() => import('./ChatRoot').then((m) => ({ default: m.ChatRoot })));

/** A chat that cannot load leaves the page as it is (the messages page says so itself). */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The chat (socket, popups, drawer) beside the pages of a signed-in user who chats, in a chunk of
 * its own so the pages do not carry the socket library.
 */
export function LazyChatRoot() {
  const { user } = useSession();
  if (user === null || !CHAT_ROLES.includes(user.role)) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <ChatRoot key={user.uuid} />
      </Suspense>
    </QuietBoundary>
  );
}
