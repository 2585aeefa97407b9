import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MODERATION_REASON_MAX,
  moderationActionSchema,
  suspensionInputSchema,
  type ModerationCase,
} from '@/domain';
import { sendCaseAction, type CaseAction } from '@/app/features/admin/api/admin-moderation';
import { errorMessage } from '@/app/features/admin/api/query-defaults';

interface ActionCopy {
  title: string;
  button: string;
  color: string;
  /** What happens, in a sentence, so the admin knows before confirming. */
  effect: string;
}

export const ACTION_COPY: Record<CaseAction, ActionCopy> = {
  dismiss: {
    title: 'Dismiss the case',
    button: 'Dismiss',
    color: 'gray',
    effect: 'The listing stays up, and the same reports do not open the case again.',
  },
  hide: {
    title: 'Hide the listing',
    button: 'Hide listing',
    color: 'red',
    effect:
      'Buyers stop seeing it in the chat and on its page. The seller sees your reason and can edit the listing, which sends it back for review.',
  },
  approve: {
    title: 'Approve the listing',
    button: 'Approve',
    color: 'green',
    effect: 'The listing leaves review and is offered to buyers.',
  },
  suspend: {
    title: 'Suspend the seller',
    button: 'Suspend seller',
    color: 'red',
    effect:
      'Their sessions end at once, all their listings leave the chat and the public pages, and they cannot sign in until restored.',
  },
  restore: {
    title: 'Restore the seller',
    button: 'Restore seller',
    color: 'blue',
    effect:
      'They can sign in again and their listings return, except those hidden one by one, which stay hidden.',
  },
};

/** The first problem with the reason, checked by the same schema the server applies. */
export function reasonProblem(action: CaseAction, reason: string): string | null {
  const result =
    action === 'suspend' || action === 'restore'
      ? suspensionInputSchema.safeParse({ reason })
      : moderationActionSchema.safeParse({ action, reason });
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_big') return `Keep the reason under ${MODERATION_REASON_MAX} characters`;
  return issue?.message ?? 'Give a reason';
}

interface CaseActionModalProps {
  /** The case and the action chosen; null when no action is being taken. */
  pending: { case: ModerationCase; action: CaseAction } | null;
  onClose: () => void;
}

/**
 * Asks the reason for one decision and sends it. The modal stays open with the server's words
 * when the server refuses; the queue, the log and the counts are fetched again only when it
 * accepted.
 */
export function CaseActionModal({ pending, onClose }: CaseActionModalProps) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { case: ModerationCase; action: CaseAction; reason: string }) =>
      sendCaseAction(input.case, input.action, input.reason),
    onSuccess: async () => {
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'moderation'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'listings'] }),
      ]);
    },
  });
  const { reset } = mutation;
  const key = pending ? `${pending.case._id}:${pending.action}` : null;
  useEffect(() => {
    // A new decision starts with an empty reason and no old refusal.
    setReason('');
    setProblem(null);
    reset();
  }, [key, reset]);

  const copy = pending ? ACTION_COPY[pending.action] : null;
  const submit = () => {
    if (!pending) return;
    const found = reasonProblem(pending.action, reason);
    setProblem(found);
    if (found) return;
    mutation.mutate({ case: pending.case, action: pending.action, reason: reason.trim() });
  };
  const subject =
    pending?.case.listingTitle ?? pending?.case.sellerName ?? pending?.case.sellerPhone;

  return (
    <Modal
      opened={pending !== null}
      onClose={() => (mutation.isPending ? undefined : onClose())}
      title={copy?.title}
      centered
    >
      {pending && copy ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <Stack gap="sm">
            {subject ? (
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {subject}
              </Text>
            ) : null}
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
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                if (problem) setProblem(null);
              }}
              error={problem}
              data-autofocus
            />
            {mutation.error ? (
              <Alert color="red" variant="light" title="The server refused" role="alert">
                {errorMessage(mutation.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
                Cancel
              </Button>
              <Button type="submit" color={copy.color} loading={mutation.isPending}>
                {copy.button}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
