/** Message ids of the wizard's steps, which the domain keeps in English. */
import type { WizardStep } from '@/domain';

export const STEP_TITLES: Record<WizardStep['id'], string> = {
  basic: /*i18n*/ 'editor.step.basic',
  details: /*i18n*/ 'editor.step.details',
  pricing: /*i18n*/ 'editor.step.pricing',
  pictures: /*i18n*/ 'editor.step.pictures',
  location: /*i18n*/ 'editor.step.location',
};

export const STEP_DESCRIPTIONS: Record<WizardStep['id'], string> = {
  basic: /*i18n*/ 'editor.step.basic.text',
  details: /*i18n*/ 'editor.step.details.text',
  pricing: /*i18n*/ 'editor.step.pricing.text',
  pictures: /*i18n*/ 'editor.step.pictures.text',
  location: /*i18n*/ 'editor.step.location.text',
};
