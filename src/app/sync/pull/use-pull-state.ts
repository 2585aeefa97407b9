import { useSyncExternalStore } from 'react';
import { getPullState, subscribePull, type PullState } from './pull';

export function usePullState(): PullState {
  return useSyncExternalStore(subscribePull, getPullState, getPullState);
}
