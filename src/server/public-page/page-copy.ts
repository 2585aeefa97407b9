/**
 * The listing page's words in English, Shona and Ndebele (the glossary's terms, as the bot says
 * them), and the language a page answers in: the link's `?lang=` (a link shared from a chat in
 * that language), else the browser's `Accept-Language`, else English. Prices stay as the domain
 * writes them (US dollars).
 */
import type { Language } from '@/domain/language';

export interface PageCopy {
  chatButton: string;
  findMore: (name: string) => string;
  soldNote: string;
  reportLink: string;
  footer: string;
  negotiable: string;
  seller: string;
  marketplaceSeller: string;
  soldPrefix: string;
  photo: (title: string, n: number) => string;
  notAvailableTitle: string;
  notAvailable: string;
  notAvailableText: string;
  staySafe: string;
  aboutSeller: string;
}

export const PAGE_COPY: Record<Language, PageCopy> = {
  en: {
    chatButton: 'Chat with the seller on WhatsApp',
    findMore: (name) => `Find more on ${name} on WhatsApp`,
    soldNote: 'This item has been sold.',
    reportLink: 'Report this listing',
    footer: 'Always verify listings in person before you pay.',
    negotiable: 'Negotiable',
    seller: 'Seller:',
    staySafe: 'Stay safe:',
    aboutSeller: 'About the seller',
    marketplaceSeller: 'Marketplace seller',
    soldPrefix: 'SOLD: ',
    photo: (title, n) => `${title} photo ${n}`,
    notAvailableTitle: 'Listing not available',
    notAvailable: 'This listing is not available',
    notAvailableText:
      'The seller may have paused or removed it. There is plenty more on the marketplace: tell our WhatsApp assistant what you are looking for.',
  },
  sn: {
    chatButton: 'Taura nemutengesi paWhatsApp',
    findMore: (name) => `Wana zvimwe pa${name} paWhatsApp`,
    soldNote: 'Chinhu ichi chakatengwa.',
    reportLink: 'Mhan’ara chiziviso ichi',
    footer: 'Gara muchiona chinhu musati mabhadhara.',
    negotiable: 'Mutengo unotaurirana',
    seller: 'Mutengesi:',
    staySafe: 'Chenjerai:',
    aboutSeller: 'Nezvemutengesi',
    marketplaceSeller: 'Mutengesi wepamusika',
    soldPrefix: 'CHAKATENGWA: ',
    photo: (title, n) => `${title} mufananidzo ${n}`,
    notAvailableTitle: 'Chiziviso hachipo',
    notAvailable: 'Chiziviso ichi hachichipo',
    notAvailableText:
      'Mutengesi angave akachimisa kana kuchibvisa. Pane zvimwe zvakawanda pamusika: udzai mubatsiri wedu weWhatsApp zvamuri kutsvaga.',
  },
  nd: {
    chatButton: 'Xoxa lomthengisi ku-WhatsApp',
    findMore: (name) => `Thola okunye ku-${name} ku-WhatsApp`,
    soldNote: 'Lokhu sekuthengiwe.',
    reportLink: 'Bika lesisikhangiso',
    footer: 'Hlolani izinto ngamehlo lingakabhadali.',
    negotiable: 'Intengo iyaxoxiswana',
    seller: 'Umthengisi:',
    staySafe: 'Qaphelani:',
    aboutSeller: 'Ngomthengisi',
    marketplaceSeller: 'Umthengisi wasemakethe',
    soldPrefix: 'KUTHENGIWE: ',
    photo: (title, n) => `${title} isithombe ${n}`,
    notAvailableTitle: 'Isikhangiso kasitholakali',
    notAvailable: 'Lesisikhangiso kasisatholakali',
    notAvailableText:
      'Umthengisi kungenzeka usimisile kumbe wasisusa. Kulokunengi emakethe: tshelani umsizi wethu we-WhatsApp elikudingayo.',
  },
};

const known = (tag: string | undefined): Language | null => {
  const primary = tag?.trim().toLowerCase().split('-')[0];
  return primary === 'en' || primary === 'sn' || primary === 'nd' ? primary : null;
};

/** `?lang=`, else the first of ours in `Accept-Language` by its weight, else English. */
export function pageLanguage(
  query: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const asked = known(query);
  if (asked) return asked;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: known(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? 'en';
}
