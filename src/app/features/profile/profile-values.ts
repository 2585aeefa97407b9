import { isBusinessScopedId } from '@/domain/whatsapp-id';
import {
  formatPhone,
  profileFormErrors,
  profileUpdateSchema,
  type FormErrors,
  type User,
} from '@/domain';
import { fieldErrorText } from '@/app/ui/i18n/field-errors';
import type { ProfileEdit } from '@/app/local/outbox-kinds';

/** The seller as the profile screens see them: the stored user, or the session's before a pull. */
export type ProfileUser = Omit<User, 'createdAt' | 'isAdmin'>;

export interface ProfileFormValues {
  displayName: string;
  contactNumber: string;
  city: string;
  address: string;
  website: string;
}

/**
 * A phone as the form shows it: as every screen writes phones ('+263 77 355 5111', formatPhone),
 * when that is a contact number the profile accepts; else as stored, for the seller to mend.
 */
export function phoneForForm(phone: string): string {
  const shown = formatPhone(phone);
  return profileUpdateSchema.shape.contactNumber.safeParse(shown).success ? shown : phone;
}

export function initialProfileValues(user: ProfileUser): ProfileFormValues {
  return {
    displayName: user.displayName ?? '',
    // The login phone is the natural contact number until the seller says otherwise; a seller
    // WhatsApp knows only by their business-scoped id has no phone to offer.
    contactNumber: phoneForForm(
      user.contactNumber || (isBusinessScopedId(user.phone ?? '') ? '' : user.phone) || '',
    ),
    city: user.city ?? '',
    address: user.address ?? '',
    website: user.website ?? '',
  };
}

/**
 * Spec section 5 (display name, contact number and city required; the rest optional), checked
 * with the schema the server validates the profile with: a contact number of 7 to 15 digits, a
 * display name of at most 80 characters, an http(s) website...
 */
export const profileValidation = (values: ProfileFormValues) =>
  inLanguage(profileFormErrors(values));

/** The Complete Your Profile modal has no website field, so its website is not its concern. */
export const completeProfileValidation = (values: ProfileFormValues) =>
  inLanguage(profileFormErrors({ ...values, website: '' }));

/** The domain's messages in the seller's language. */
const inLanguage = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, fieldErrorText(message) ?? message]),
  );

/**
 * Trimmed values for the write. Optional fields left empty are sent as empty strings so that a
 * seller can clear an address or website they no longer want shown.
 */
export function toProfileFields(values: ProfileFormValues, withWebsite: boolean): ProfileEdit {
  const fields: ProfileEdit = {
    displayName: values.displayName.trim(),
    contactNumber: values.contactNumber.trim(),
    city: values.city,
    address: values.address.trim(),
  };
  if (withWebsite) fields.website = values.website.trim();
  return fields;
}
