import './scroll-to-top-button.css';

import { useSyncExternalStore } from 'react';

import { useTranslation } from '../../i18n/use-translation';

/** Spec §9: the button appears once the page has scrolled this far. */
const SHOW_AFTER_PX = 300;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const scrolledFar = () => window.scrollY > SHOW_AFTER_PX;

/** Spec §2's floating button back to the top of the page. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(subscribe, scrolledFar, () => false);
  if (!visible) return null;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t('ui.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
