import { Button, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState, type Ref } from 'react';
import { LOGIN_CODE_LENGTH, PHONE_SUFFIX_LENGTH } from '@/domain/constants';
import { ApiError } from '@/app/api/client';
import { noteSuspension } from '@/app/features/account';
import { i18n } from '@/app/ui/i18n';
import { ScreenHeading } from '@/app/ui/screen-heading';
import { signInWithCode, type SignedIn } from './sign-in-api';
import { describeSignInError } from './sign-in-errors';
import { SignInStatus } from './sign-in-status';
import { useTimedMessage } from './use-timed-message';

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** One box of the code form: digits typed wide apart, at most `length` of them. */
function DigitsInput({
  length,
  onDigits,
  ...props
}: Omit<TextInputProps, 'onChange' | 'maxLength' | 'inputMode' | 'styles'> & {
  length: number;
  onDigits: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      maxLength={length}
      onChange={(event) => onDigits(event.currentTarget.value)}
      styles={{ input: { letterSpacing: 6, fontSize: 20, textAlign: 'center' } }}
    />
  );
}

/**
 * The last three digits of the seller's WhatsApp number and the 4-digit code from the chat.
 * Digits only; focus moves on when the first box is full; verification starts by itself once
 * both are complete (spec).
 */
export function CodeEntry({
  onSignedIn,
  onBack,
}: {
  onSignedIn: (signedIn: SignedIn) => void;
  onBack: () => void;
}) {
  const [suffix, setSuffix] = useState('');
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useTimedMessage();
  const codeRef = useRef<HTMLInputElement>(null);

  const verify = async (lastThreeDigits: string, fullCode: string) => {
    setVerifying(true);
    setError(null);
    try {
      onSignedIn(await signInWithCode(lastThreeDigits, fullCode));
    } catch (failure) {
      // A suspended account: the login page turns into the suspension screen.
      if (failure instanceof ApiError && noteSuspension(failure.body)) return;
      setError(describeSignInError(failure, 'code'));
      // A wrong code is typed again; the digits of the phone are most likely right.
      setCode('');
      codeRef.current?.focus();
    } finally {
      setVerifying(false);
    }
  };

  const changeSuffix = (value: string) => {
    const next = digitsOnly(value, PHONE_SUFFIX_LENGTH);
    setSuffix(next);
    if (next.length === PHONE_SUFFIX_LENGTH) {
      codeRef.current?.focus();
      if (code.length === LOGIN_CODE_LENGTH && !verifying) void verify(next, code);
    }
  };

  const changeCode = (value: string) => {
    const next = digitsOnly(value, LOGIN_CODE_LENGTH);
    setCode(next);
    if (next.length === LOGIN_CODE_LENGTH && suffix.length === PHONE_SUFFIX_LENGTH && !verifying) {
      void verify(suffix, next);
    }
  };

  return (
    <Stack gap="md">
      <ScreenHeading
        order={2}
        title={i18n._('signIn.code.title')}
        subtitle={i18n._('signIn.code.instructions')}
      />
      <Group grow align="flex-end">
        <DigitsInput
          label={i18n._('signIn.code.suffixLabel')}
          placeholder="123"
          autoComplete="off"
          length={PHONE_SUFFIX_LENGTH}
          value={suffix}
          onDigits={changeSuffix}
          readOnly={verifying}
          autoFocus
        />
        <DigitsInput
          ref={codeRef}
          label={i18n._('signIn.code.codeLabel')}
          placeholder="0000"
          autoComplete="one-time-code"
          length={LOGIN_CODE_LENGTH}
          value={code}
          onDigits={changeCode}
          readOnly={verifying}
        />
      </Group>
      <SignInStatus busy={verifying} busyText={i18n._('signIn.code.verifying')} error={error} />
      <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
        {i18n._('signIn.code.back')}
      </Button>
    </Stack>
  );
}
