import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms`: typing settles first, so a search is asked for once a pause, not once a key. */
export function useSettled<Value>(value: Value, ms: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
