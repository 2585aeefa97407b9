import { useEffect, useState } from 'react';
import { SIGNIN_MESSAGE_MS } from '@/domain/constants';

/** A message that clears itself after SIGNIN_MESSAGE_MS (spec: 5 seconds). */
export function useTimedMessage(
  ms = SIGNIN_MESSAGE_MS,
): [string | null, (text: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage];
}
