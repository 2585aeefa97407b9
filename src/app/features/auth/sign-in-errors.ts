/**
 * What the app's sign-in screens say when signing in fails (`sign-in-failure.ts` tells why), in
 * the active language: the spec's words in English (section 8), and the causes it does not name.
 */
import { i18n } from '@/app/ui/i18n';
import { signInFailure, type SignInFailure } from './sign-in-failure';

export { LinkAlreadyUsedHere, linkRefused } from './sign-in-failure';

/** A sign-in failure in words. */
export function signInFailureText(failure: SignInFailure): string {
  switch (failure.kind) {
    case 'code-failed':
      return i18n._('signIn.error.codeFailed');
    case 'code-used':
      return i18n._('signIn.error.codeUsed');
    case 'link-failed':
      return i18n._('signIn.error.linkFailed');
    case 'link-expired':
      return i18n._('signIn.error.linkExpired');
    case 'link-used':
      return i18n._('signIn.error.linkUsed');
    case 'no-connection':
      return i18n._('signIn.error.noConnection');
    case 'unreachable':
      return i18n._('signIn.error.unreachable');
    case 'too-many':
      return failure.minutes === null
        ? i18n._('signIn.error.tooManyLater')
        : i18n._('signIn.error.tooMany', { minutes: failure.minutes });
  }
}

export function describeSignInError(error: unknown, via: 'code' | 'link'): string {
  return signInFailureText(signInFailure(error, via));
}
