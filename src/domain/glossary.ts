/**
 * The marketplace's key words in English, Shona and Ndebele, in one place for a native speaker to
 * review. The app's catalogues (src/app/ui/i18n/locales), the listing page
 * (src/server/public-page/page-copy.ts) and the bot (src/domain/bot-copy, the bot's check-ins
 * and listing by chat) use these words; tests/lint/glossary.test.ts holds the app's catalogues to
 * them. Shona as spoken in Harare, Ndebele as written in Zimbabwe; where a word was in doubt, the
 * bot's copy, which buyers and sellers already read, decided it. The app speaks to the seller
 * in the singular ('Tumira', 'Thumela'), as the bot does when a seller lists by chat.
 */
export interface GlossaryTerm {
  en: string;
  sn: string;
  nd: string;
  /** Where the word comes from, or how it is used. */
  note?: string;
}

export const GLOSSARY = {
  listing: {
    en: 'listing',
    sn: 'chiziviso',
    nd: 'isikhangiso',
    note: "the bot's check-ins ('chiziviso', 'isikhangiso'); the thing itself is 'chinhu' / 'into'",
  },
  price: { en: 'price', sn: 'mutengo', nd: 'intengo' },
  negotiable: { en: 'negotiable', sn: 'mutengo unotaurirana', nd: 'intengo iyaxoxiswana' },
  active: { en: 'active', sn: 'chiripo', nd: 'kukhona', note: "check-ins: 'Ichiripo', 'Isekhona'" },
  sold: {
    en: 'sold',
    sn: 'chakatengwa',
    nd: 'kuthengiwe',
    note: "bot: 'chakatengwa', 'sekuthengiwe'",
  },
  paused: {
    en: 'paused',
    sn: 'chakamiswa',
    nd: 'kumisiwe',
    note: "check-ins: 'Yamiswa', 'Imisiwe'",
  },
  draft: {
    en: 'draft',
    sn: 'chauri kuisa',
    nd: 'osakufakayo',
    note: "listing by chat: 'chinhu chauri kuisa', 'lokho osakufakayo'",
  },
  seller: { en: 'seller', sn: 'mutengesi', nd: 'umthengisi' },
  buyer: { en: 'buyer', sn: 'mutengi', nd: 'umthengi' },
  city: { en: 'city', sn: 'guta', nd: 'idolobho' },
  town: { en: 'town', sn: 'guta', nd: 'idolobho', note: "a town is a 'guta' too, as the bot says" },
  photo: { en: 'photo', sn: 'mufananidzo', nd: 'isithombe' },
  report: {
    en: 'report',
    sn: "kumhan'ara",
    nd: 'ukubika',
    note: "the bot's button keeps the word 'Report'",
  },
  profile: { en: 'profile', sn: 'nezvangu', nd: 'okumayelana lami', note: "'about me'" },
  signIn: { en: 'sign in', sn: 'kupinda', nd: 'ukungena' },
  offline: { en: 'offline', sn: 'hapana internet', nd: 'akula-inthanethi' },
} as const satisfies Record<string, GlossaryTerm>;
