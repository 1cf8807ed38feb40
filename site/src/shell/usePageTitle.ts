import { useEffect } from 'react';

/** Pages set the browser title (SPEC §2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
