/**
 * "CONFIRM <code>" (Shona "simbisa", Ndebele "qinisekisa"): a seller's contact number confirms
 * itself by sending the code the app showed when the profile was saved. The message's own sender
 * is the proof: WhatsApp says which number wrote. Until then buyers reach the login phone.
 */
import type { Language } from '@/domain/language';
import { CONTACT_CODE_LENGTH, confirmContact } from '@/server/auth/contact-check';
import { userChanged } from '@/server/listings/fresh-reads';
import type { Turn } from './turn';

const CONFIRM = /^\s*(confirm|simbisa|qinisekisa)\b\s*[:#-]?\s*([\d\s]+?)\s*[.!]*\s*$/i;

/** The code a confirm message carries, or null when the message is not one. */
export function confirmCode(text: string): { code: string; language: Language | null } | null {
  const match = CONFIRM.exec(text.normalize('NFKC'));
  if (!match) return null;
  const code = match[2]!.replace(/\s/g, '');
  if (code.length !== CONTACT_CODE_LENGTH) return null;
  const word = match[1]!.toLowerCase();
  return { code, language: word === 'simbisa' ? 'sn' : word === 'qinisekisa' ? 'nd' : null };
}

/**
 * What a confirm message is kept as once it has been answered: its word and the code masked
 * ("CONFIRM ••••••"), so the conversation log and the admin's view never hold a code, whichever
 * number sent it. Null when the text is not a confirm message.
 */
export function maskedConfirm(text: string): string | null {
  if (!confirmCode(text)) return null;
  const word = CONFIRM.exec(text.normalize('NFKC'))![1]!;
  return `${word} ${'•'.repeat(CONTACT_CODE_LENGTH)}`;
}

const COPY: Record<Language, { confirmed: (name: string | null) => string; unknown: string }> = {
  en: {
    confirmed: (name) =>
      `✅ Confirmed. Buyers of ${name ? `${name}'s` : 'your'} listings will now chat with you on this number.`,
    unknown:
      'That code does not match a contact number waiting to be confirmed from this phone, or it has expired. ' +
      'Open Profile in the app: it shows the code for your contact number (save the profile again for a new one).',
  },
  sn: {
    confirmed: (name) =>
      `✅ Zvasimbiswa. Vatengi ${name ? `vezvinhu zva${name}` : 'vezvinhu zvako'} vava kukutaurira panhamba iyi.`,
    unknown:
      'Kodhi iyi haienderane nenhamba iri kumirira kusimbiswa kubva parunhare urwu, kana kuti yapera nguva. ' +
      'Vhura Profile muapp: inoratidza kodhi yenhamba yako (chengetedza profile zvakare kuti uwane itsva).',
  },
  nd: {
    confirmed: (name) =>
      `✅ Kuqinisekisiwe. Abathengi ${name ? `bezinto zika-${name}` : 'bezinto zakho'} sebezakuxoxa lawe kule nombolo.`,
    unknown:
      'Ikhodi le ayihambelani lenombolo elinde ukuqinisekiswa kusukela kulolu ucingo, kumbe isiphelelwe yisikhathi. ' +
      'Vula iProfile ku-app: ikhombisa ikhodi yenombolo yakho (gcina iprofile futhi ukuze uthole entsha).',
  },
};

/** The answer to a confirm message, or null when the message is not one. */
export async function contactConfirmTurn(turn: Turn): Promise<string | null> {
  if (!turn.event.text) return null;
  const asked = confirmCode(turn.event.text);
  if (!asked) return null;
  const copy = COPY[asked.language ?? turn.language];
  const confirmed = await confirmContact(turn.db, turn.phone, asked.code, turn.at);
  if (!confirmed) return copy.unknown;
  userChanged(turn.db, confirmed.sellerId);
  return copy.confirmed(confirmed.displayName);
}
