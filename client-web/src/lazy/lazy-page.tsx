import { Component, type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionLoading, SessionUnavailable } from '../session/SessionPending';
import { CHUNK_LOAD_TIMEOUT_MS, importWithTimeout } from './import-with-timeout';

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
}

/** Catches a failed (or timed-out) code load of a page and shows its fallback instead. */
class ChunkErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ChunkLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <SessionUnavailable onRetry={onRetry} message={t('errors.pageLoadFailed')} />;
}

export type PageModule = { default: ComponentType };

export interface LazyPageComponent {
  (): ReactNode;
  /** Loads the page's code now; a page already loaded then renders at once. */
  preload: () => Promise<void>;
}

const allPages: LazyPageComponent[] = [];

/** Loads every lazy page (tests render the app as before, without waiting for chunks). */
export async function preloadLazyPages(): Promise<void> {
  await Promise.all(allPages.map((page) => page.preload()));
}

/**
 * A page whose code is loaded when it is first shown (route-level code splitting). A load that
 * fails or takes longer than the chunk timeout shows an error with a retry, which loads afresh.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyPageComponent {
  let loaded: ComponentType | null = null;
  const loadOnce = () =>
    importWithTimeout(load, timeoutMs).then((module) => {
      loaded = module.default;
      return module;
    });
  let Page = lazy(loadOnce);

  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    if (loaded !== null) {
      const Loaded = loaded;
      return <Loaded />;
    }
    const retry = () => {
      Page = lazy(loadOnce);
      setAttempt((current) => current + 1);
    };
    return (
      <ChunkErrorBoundary key={attempt} fallback={<ChunkLoadFailed onRetry={retry} />}>
        <Suspense fallback={<SessionLoading />}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyPage.preload = async () => {
    if (loaded === null) await loadOnce();
  };
  allPages.push(LazyPage);
  return LazyPage;
}
