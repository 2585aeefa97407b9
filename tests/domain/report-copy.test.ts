import { describe, expect, it } from 'vitest';
import { en, nd, sn } from '@/domain/bot-copy';
import { REPORT_REASONS } from '@/domain/schemas/moderation';

/** Cloud API limits, in UTF-16 units: reply button and list button 20, list row title 24. */
describe.each([
  ['en', en],
  ['sn', sn],
  ['nd', nd],
])('the %s report copy', (_language, copy) => {
  it('fits the WhatsApp button and list limits', () => {
    expect(copy.report.button.length).toBeLessThanOrEqual(20);
    expect(copy.report.listButton.length).toBeLessThanOrEqual(20);
    for (const reason of REPORT_REASONS) {
      expect(copy.report.reasons[reason].length, reason).toBeGreaterThan(0);
      expect(copy.report.reasons[reason].length, reason).toBeLessThanOrEqual(24);
    }
  });

  it('names the reason of a suspension and how to appeal', () => {
    const text = copy.suspendedLogin('Fake car adverts');
    expect(text).toContain('Fake car adverts');
    expect(text.length).toBeLessThanOrEqual(4096);
  });
});
