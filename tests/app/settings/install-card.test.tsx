/**
 * Settings' Install card follows the browser's offer: nothing without `beforeinstallprompt`, the
 * button while it is offered, and the browser's own dialog (once) when pressed.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallCard } from '@/app/features/settings/install-card';
import { theme } from '@/app/ui/theme';

function offerInstall(prompt: () => Promise<void>) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('the Install card in Settings', () => {
  it('appears only while the browser offers installation', async () => {
    render(
      <MantineProvider theme={theme}>
        <InstallCard />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const prompt = vi.fn(async () => undefined);
    const event = offerInstall(prompt);
    // The browser's own mini-infobar is held back: the app offers it where it fits.
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    offerInstall(prompt);
    await screen.findByRole('button', { name: 'Install app' });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
