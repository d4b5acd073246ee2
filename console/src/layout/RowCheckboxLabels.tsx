import { Box } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * react-admin labels a row's select checkbox on its wrapper instead of the input (axe: "label",
 * "aria-prohibited-attr"): the label is moved onto the input whenever rows render. Around every
 * screen (ConsoleLayout), so each list with selectable rows is labelled.
 */
export const RowCheckboxLabels = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (root === null) return;
    const relabel = () => {
      for (const wrapper of root.querySelectorAll('.RaDatagrid-checkbox[aria-label]')) {
        const input = wrapper.querySelector('input');
        const label = wrapper.getAttribute('aria-label');
        if (input === null || label === null) continue;
        input.setAttribute('aria-label', label);
        wrapper.removeAttribute('aria-label');
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, []);
  return <Box ref={ref}>{children}</Box>;
};
