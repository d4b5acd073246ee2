import { type ReactNode } from 'react';
import { PlainLanguageSwitch } from './PlainLanguageSwitch';
import './plain.css';

interface PlainSessionCardProps {
  /** The page's heading (h1). */
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Rendered after the card: the page's toasts. */
  toasts?: ReactNode;
}

/** layout/SessionCard in plain HTML: the centred card with the language switch. */
export function PlainSessionCard({ title, subtitle, children, toasts }: PlainSessionCardProps) {
  return (
    <main className="sn-session">
      <div className="sn-paper sn-session-card">
        <div className="sn-session-switch">
          <PlainLanguageSwitch />
        </div>
        <div>
          <h1 className="sn-h4">{title}</h1>
          {subtitle !== undefined && <p className="sn-body1 sn-text-secondary">{subtitle}</p>}
        </div>
        {children}
      </div>
      {toasts}
    </main>
  );
}
