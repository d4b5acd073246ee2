import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Who is logging in: it steers the e-ID login (?kind=); both use the same password form. */
export type LoginKind = 'client' | 'therapist';

const KINDS: readonly LoginKind[] = ['client', 'therapist'];

interface LoginKindTabsProps {
  value: LoginKind;
  onChange: (kind: LoginKind) => void;
}

/**
 * MUI's full-width Tabs in plain HTML (a tablist with a roving tab stop): the arrow keys, Home and
 * End move the focus between the tabs, Enter, Space or a click chooses one.
 */
export function LoginKindTabs({ value, onChange }: LoginKindTabsProps) {
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const labels: Record<LoginKind, string> = {
    client: t('login.kindClient'),
    therapist: t('login.kindTherapist'),
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.current.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    const last = KINDS.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };

  return (
    <div className="sn-tabs">
      <div role="tablist" aria-label={t('login.kindLabel')} onKeyDown={moveFocus}>
        {KINDS.map((kind, index) => (
          <button
            key={kind}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            type="button"
            role="tab"
            className="sn-tab"
            aria-selected={kind === value}
            tabIndex={kind === value ? 0 : -1}
            onClick={() => onChange(kind)}
          >
            {labels[kind]}
          </button>
        ))}
      </div>
      <span
        className="sn-tabs-indicator"
        style={{ left: `${(100 * KINDS.indexOf(value)) / KINDS.length}%` }}
      />
    </div>
  );
}
