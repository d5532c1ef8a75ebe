import { useEffect } from 'react';
import { startAgeGateRecheck, useAgeGateStore } from '@/stores/age-gate-store';

/** Re-checks the age gate every 5 minutes and whenever the tab becomes visible again. */
export function useAgeGateRecheck(): void {
  useEffect(() => {
    const stop = startAgeGateRecheck();
    const onVisible = () => {
      if (document.visibilityState === 'visible') useAgeGateStore.getState().recheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
