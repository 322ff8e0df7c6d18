import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setFreshProofHandler } from '@/lib/api-client';

const FreshProofDialog = lazy(() =>
  import('@/features/auth/components/fresh-proof-dialog').then((m) => ({
    default: m.FreshProofDialog,
  })),
);

type Settle = (proven: boolean) => void;

/**
 * Where the app asks for a fresh proof of the session (the API's 403 `fresh_proof_required`
 * on a money or account change): the api-client waits for it, then sends the request again.
 * The dialog's file loads the first time it is needed.
 */
export function FreshProofHost() {
  // Each question a round of its own: a new one starts with an empty form.
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(false);
  const settle = useRef<Settle | undefined>(undefined);

  useEffect(() => {
    setFreshProofHandler(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setRound((last) => last + 1);
          setOpen(true);
        }),
    );
    return () => {
      setFreshProofHandler(undefined);
      // Nobody is left to answer: the waiting requests get their 403.
      settle.current?.(false);
    };
  }, []);

  if (round === 0) return null;
  return (
    <Suspense fallback={null}>
      <FreshProofDialog
        key={round}
        opened={open}
        onDone={(proven) => {
          setOpen(false);
          settle.current?.(proven);
          settle.current = undefined;
        }}
      />
    </Suspense>
  );
}
