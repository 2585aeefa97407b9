import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MODERATION_REASON_MAX } from '@/domain';
import type { CaseAction } from '@/app/features/admin/api/admin-moderation';
import { errorMessage } from '@/app/features/admin/api/query-defaults';
import { reasonProblem, type ActionCopy } from './decision-copy';

interface DecisionOptions<T> {
  /** The decision being taken; null when none is. */
  action: CaseAction | null;
  /** Names the decision: a new one starts with an empty reason and no old refusal. */
  key: string | null;
  /** Sends it; resolves only when the server accepted it. */
  send: (action: CaseAction, reason: string) => Promise<T> | undefined;
  onDone: (answer: T) => void;
}

/**
 * One admin decision with its reason: checked with the contract's schema before sending, sent,
 * and on success the queue, the log, the sellers, the listings and the counts fetched again.
 */
export function useDecision<T>({ action, key, send, onDone }: DecisionOptions<T>) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: { action: CaseAction; reason: string }) =>
      (await send(input.action, input.reason)) as T,
    onSuccess: async (answer) => {
      onDone(answer);
      await Promise.all(
        ['moderation', 'audit', 'stats', 'listings', 'sellers'].map((list) =>
          queryClient.invalidateQueries({ queryKey: ['admin', list] }),
        ),
      );
    },
  });
  const { reset } = mutation;
  useEffect(() => {
    setReason('');
    setProblem(null);
    reset();
  }, [key, reset]);

  const submit = () => {
    if (!action) return;
    const found = reasonProblem(action, reason);
    setProblem(found);
    if (found) return;
    mutation.mutate({ action, reason: reason.trim() });
  };
  const change = (next: string) => {
    setReason(next);
    if (problem) setProblem(null);
  };
  return { reason, change, problem, submit, sending: mutation.isPending, error: mutation.error };
}

export type Decision = ReturnType<typeof useDecision>;

interface DecisionFieldsProps {
  decision: Decision;
  copy: ActionCopy;
  onCancel: () => void;
}

/** What the decision does, the reason, the server's refusal if any, Cancel and the decision. */
export function DecisionFields({ decision, copy, onCancel }: DecisionFieldsProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        decision.submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {copy.effect}
        </Text>
        <Textarea
          label="Reason"
          description="Recorded in the audit log; a hidden listing's seller reads it."
          required
          autosize
          minRows={3}
          maxLength={MODERATION_REASON_MAX}
          value={decision.reason}
          onChange={(event) => decision.change(event.currentTarget.value)}
          error={decision.problem}
          data-autofocus
        />
        {decision.error ? (
          <Alert color="red" variant="light" title="The server refused" role="alert">
            {errorMessage(decision.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={decision.sending}>
            Cancel
          </Button>
          <Button type="submit" color={copy.color} loading={decision.sending}>
            {copy.button}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
