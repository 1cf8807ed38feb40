import { create } from 'zustand';

interface VisitState {
  visits: number;
  visit: () => void;
}

/** The host's own zustand store. */
export const useVisits = create<VisitState>()((set) => ({
  visits: 0,
  visit: () => set((state) => ({ visits: state.visits + 1 })),
}));
