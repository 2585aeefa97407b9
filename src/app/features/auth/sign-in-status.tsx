import { Alert, Loader } from '@mantine/core';

/** What a sign-in step is doing: checking (`busy`, said by `busyText`), or what went wrong. */
export function SignInStatus({
  busy,
  busyText,
  error,
}: {
  busy: boolean;
  busyText: string;
  error: string | null;
}) {
  return (
    <>
      {busy ? (
        <Alert color="brand" variant="light" icon={<Loader size={16} />} role="status">
          {busyText}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
    </>
  );
}
