import { describe, expect, it } from 'vitest';
import { LISTING_FORM_FIELDS, WIZARD_STEPS, validateStep } from '@/domain';

const REQUIRED = 'This field is required';

describe('wizard steps (spec 2)', () => {
  it('has the five steps with their titles and descriptions', () => {
    expect(WIZARD_STEPS.map((s) => [s.title, s.description])).toEqual([
      ['Basic Information', 'Start with the basic details of your listing'],
      ['Listing Details', 'Provide specific details about your listing'],
      ['Pricing', 'Set your pricing details'],
      ['Pictures', 'Add images to your listing'],
      ['Location', 'Where is your listing located?'],
    ]);
  });

  it('puts every form field in exactly one step, and none in Pictures', () => {
    const all = WIZARD_STEPS.flatMap((s) => s.fields);
    expect([...all].sort()).toEqual([...LISTING_FORM_FIELDS].sort());
    expect(WIZARD_STEPS[3]?.fields).toEqual([]);
  });

  it("validates only the step's shown fields", () => {
    expect(validateStep({}, 0)).toEqual({ type: REQUIRED, title: REQUIRED, description: REQUIRED });
    expect(validateStep({ type: 'real_estate' }, 1)).toEqual({
      subType: REQUIRED,
      realEstateDealType: REQUIRED,
    });
    expect(validateStep({ type: 'retail' }, 1)).toEqual({});
    expect(validateStep({ price: { type: 'range' } }, 2)).toEqual({
      'price.minAmount': REQUIRED,
      'price.maxAmount': REQUIRED,
    });
    expect(validateStep({}, 3)).toEqual({});
    expect(validateStep({ city: 'harare' }, 4)).toEqual({});
  });
});
