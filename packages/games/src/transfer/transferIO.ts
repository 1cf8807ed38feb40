import type { GuessdleApi } from '@guessdle/api';
import { statsStartDate } from '../progress/playerStats';
import { collectProgress, mergeProgress } from '../progress/progress';
import type { KeyValueStorage } from '../storage/storage';
import type { TransferProgressIO } from './TransferDialog';

/**
 * The widget's storage as the transfer dialog reads and writes it: every daily history from the
 * archive's launch (or a year back) to today, today being the puzzle date on screen or else the
 * server's (never the device's clock).
 */
export function transferIO(
  api: GuessdleApi,
  storage: KeyValueStorage,
  today: string | null,
): TransferProgressIO {
  return {
    async collect() {
      let date = today;
      if (!date) {
        const server = api.atHand?.serverDate() ?? (await api.getServerDate());
        date = server.date;
      }
      const from = await statsStartDate(api, date);
      return { date, progress: collectProgress(storage, from, date) };
    },
    merge: (progress) => mergeProgress(storage, progress),
  };
}
