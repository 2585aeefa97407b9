/**
 * The landing page (/login) and the sign-in steps in English, Shona and Ndebele. English is the
 * spec's copy (landing-copy.ts, which the app's own sign-in screens share); the server answers in
 * the language of the link that brought the visitor (`?lang=`), else the browser's
 * (`Accept-Language`), else English, as the public listing page does. The words follow the
 * glossary (glossary.ts); the sample prompts stay those the bot is shown to understand.
 */
import type { Language } from './language';
import * as en from './landing-copy';

export interface LandingCopy {
  badge: string;
  headline: string;
  intro: string;
  startListing: string;
  signIn: string;
  searchItems: string;
  installApp: string;
  highlights: readonly { icon: 'sparkles' | 'message' | 'tag'; title: string; text: string }[];
  howItWorks: string;
  /** The three steps; the first names the chat number (kept on one line by the caller). */
  steps: (chatNumber: string) => { title: string; text: string }[];
  buyersJustAsk: string;
  tryIt: string;
  footerNote: string;
  brandHomeLabel: string;
  signInTitle: string;
  /** 'Send **Login** to **{number}** on WhatsApp…' in five parts: the bold ones are 1 and 3. */
  signInInstructions: readonly [string, string, string, string];
  sendLogin: string;
  enterCodeLink: string;
  codeTitle: string;
  codeInstructions: string;
  suffixLabel: string;
  codeLabel: string;
  backToSignIn: string;
  verifyingCode: string;
  codeFailed: string;
  codeUsed: string;
  /** The page's script: the phone is offline, or the server could not be reached. */
  noConnection: string;
  unreachable: string;
  /** Locked out: no wait said, one minute, `{minutes}` minutes (the script fills it in). */
  tooManyLater: string;
  tooManyOne: string;
  tooManyMany: string;
}

const english: LandingCopy = {
  badge: en.LANDING_BADGE,
  headline: en.LANDING_HEADLINE,
  intro: en.LANDING_INTRO,
  startListing: en.START_LISTING,
  signIn: en.SIGN_IN,
  searchItems: en.SEARCH_ITEMS,
  installApp: en.INSTALL_APP,
  highlights: en.HIGHLIGHTS,
  howItWorks: en.HOW_IT_WORKS,
  steps: en.howItWorksSteps,
  buyersJustAsk: en.BUYERS_JUST_ASK,
  tryIt: en.TRY_IT,
  footerNote: en.FOOTER_NOTE,
  brandHomeLabel: en.BRAND_HOME_LABEL,
  signInTitle: en.SIGN_IN_TITLE,
  signInInstructions: ['Send ', 'Login', ' to ', en.signInInstructions('')[4]],
  sendLogin: en.SEND_LOGIN,
  enterCodeLink: en.ENTER_CODE_LINK,
  codeTitle: en.CODE_TITLE,
  codeInstructions: en.CODE_INSTRUCTIONS,
  suffixLabel: en.SUFFIX_LABEL,
  codeLabel: en.CODE_LABEL,
  backToSignIn: en.BACK_TO_SIGN_IN,
  verifyingCode: en.VERIFYING_CODE,
  codeFailed: en.CODE_FAILED,
  codeUsed: en.CODE_USED,
  noConnection: en.NO_CONNECTION,
  unreachable: en.SERVER_UNREACHABLE,
  tooManyLater: en.TOO_MANY_LATER,
  tooManyOne: en.TOO_MANY_ONE,
  tooManyMany: en.TOO_MANY_MANY,
};

const shona: LandingCopy = {
  badge: 'Rega vatengi vakuwane paWhatsApp',
  headline: 'Isa zvinhu zvako mahara pamusika wedu weWhatsApp',
  intro:
    'Vatengi muZimbabwe vanotaura nebot yedu ine AI kuti vawane zvinhu nemabasa. Isa zvako pamberi pavo nhasi.',
  startListing: 'Tanga Kuisa',
  signIn: 'Pinda',
  searchItems: 'Tsvaga Zvinhu',
  installApp: 'Isa app',
  highlights: [
    {
      icon: 'sparkles',
      title: 'Kuwanikwa neAI',
      text: 'Vatengi vanotsanangura zvavanoda; chatbot inowana chiziviso chako.',
    },
    {
      icon: 'message',
      title: 'Kutaura nevatengi zvakananga',
      text: 'Vatengi vanokubata paWhatsApp zvakananga. Hapana murevereri.',
    },
    {
      icon: 'tag',
      title: 'Mahara 100%',
      text: 'Hapana mari yekuisa, hapana mari yekutengesa.',
    },
  ],
  howItWorks: 'Zvinoshanda sei',
  steps: (chatNumber) => [
    { title: "Tumira 'Login'", text: `Tumira Login ku${chatNumber} paWhatsApp.` },
    {
      title: 'Vhura link yako',
      text: 'Shandisa link (kana kodhi) yaunotumirwa nechatbot kuti usvike pazviziviso zvako.',
    },
    {
      title: 'Isa zviziviso zvako',
      text: 'Isa zvaunotengesa kana basa raunopa. Vatengi vanozviwana nekutaura.',
    },
  ],
  buyersJustAsk: 'Vatengi vanongobvunza',
  tryIt: 'Edza iwe pachako: dzvanya mubvunzo kuti uvhure chat.',
  footerNote: 'Gara uchiona chinhu usati wabhadhara kana kufamba. Nhamba yechat:',
  brandHomeLabel: 'Seller Dashboard: dzokera kumavambo',
  signInTitle: 'Pinda neWhatsApp',
  signInInstructions: [
    'Tumira ',
    'Login',
    ' ku',
    ' paWhatsApp. Chatbot inopindura nelink yekupinda nayo uye kodhi.',
  ],
  sendLogin: 'Tumira Login paWhatsApp',
  enterCodeLink: 'Watowana kodhi? Inyore pano',
  codeTitle: 'Nyora kodhi yako',
  codeInstructions:
    'Nyora manhamba 3 ekupedzisira enhamba yako yeWhatsApp nekodhi ine manhamba 4 yawatumirwa nechatbot.',
  suffixLabel: 'Manhamba 3 ekupedzisira enhamba yako',
  codeLabel: 'Kodhi ine manhamba 4',
  backToSignIn: 'Dzokera kukupinda neWhatsApp',
  verifyingCode: 'Kuongorora kodhi...',
  codeFailed: 'Manhamba aya haaenderani. Edza zvakare.',
  codeUsed: 'Kodhi iyi yakatoshandiswa. Kumbira imwe itsva.',
  noConnection: 'Hapana internet. Tarisa internet yako wobva waedza zvakare.',
  unreachable: 'Server haina kuwanikwa. Edza zvakare munguva pfupi.',
  tooManyLater: 'Waedza kakawandisa. Edza zvakare gare gare.',
  tooManyOne: 'Waedza kakawandisa. Edza zvakare mushure meminiti 1.',
  tooManyMany: 'Waedza kakawandisa. Edza zvakare mushure memaminitsi {minutes}.',
};

const ndebele: LandingCopy = {
  badge: 'Vumela abathengi bakuthole ku-WhatsApp',
  headline: 'Faka izinto zakho mahhala emakethe yethu ye-WhatsApp',
  intro:
    'Abathengi eZimbabwe bakhuluma le-bot yethu ene-AI ukuze bathole izinto lemisebenzi. Beka okwakho phambi kwabo lamuhla.',
  startListing: 'Qala Ukufaka',
  signIn: 'Ngena',
  searchItems: 'Dinga Izinto',
  installApp: 'Faka i-app',
  highlights: [
    {
      icon: 'sparkles',
      title: 'Ukutholwa nge-AI',
      text: 'Abathengi bachaza abakudingayo; i-chatbot ithola isikhangiso sakho.',
    },
    {
      icon: 'message',
      title: 'Ukuxoxa labathengi ngqo',
      text: 'Abathengi bakuthinta ngqo ku-WhatsApp. Akulamxhumanisi.',
    },
    {
      icon: 'tag',
      title: 'Mahhala 100%',
      text: 'Akulamali yokufaka, akulamali yokuthengisa.',
    },
  ],
  howItWorks: 'Kusebenza njani',
  steps: (chatNumber) => [
    { title: "Thumela 'Login'", text: `Thumela u-Login ku-${chatNumber} ku-WhatsApp.` },
    {
      title: 'Vula ilinki yakho',
      text: 'Sebenzisa ilinki (kumbe ikhodi) i-chatbot ekuthumela yona ukuze ufike ezikhangisweni zakho.',
    },
    {
      title: 'Faka izikhangiso zakho',
      text: 'Faka okuthengisayo kumbe umsebenzi owenzayo. Abathengi bakuthola ngokuxoxa.',
    },
  ],
  buyersJustAsk: 'Abathengi bayabuza nje',
  tryIt: 'Zama wena: thinta umbuzo ukuze uvule ingxoxo.',
  footerNote: 'Hlola izinto ngamehlo ungakabhadali kumbe ungakahambi. Inombolo yengxoxo:',
  brandHomeLabel: 'Seller Dashboard: buyela ekuqaleni',
  signInTitle: 'Ngena nge-WhatsApp',
  signInInstructions: [
    'Thumela u-',
    'Login',
    ' ku-',
    ' ku-WhatsApp. I-chatbot iphendula ngelinki yokungena lekhodi.',
  ],
  sendLogin: 'Thumela u-Login ku-WhatsApp',
  enterCodeLink: 'Usulitholile ikhodi? Yibhale lapha',
  codeTitle: 'Bhala ikhodi yakho',
  codeInstructions:
    'Bhala izinombolo ezi-3 zokucina zenombolo yakho ye-WhatsApp lekhodi yezinombolo ezi-4 i-chatbot ekuthumele yona.',
  suffixLabel: 'Izinombolo ezi-3 zokucina zenombolo yakho',
  codeLabel: 'Ikhodi yezinombolo ezi-4',
  backToSignIn: 'Buyela ekungeneni nge-WhatsApp',
  verifyingCode: 'Kuhlolwa ikhodi...',
  codeFailed: 'Lezi zinombolo kazihambelani. Zama futhi.',
  codeUsed: 'Le khodi isisetshenzisiwe. Cela entsha.',
  noConnection: 'Akula-inthanethi. Hlola i-inthanethi yakho ubusuzama futhi.',
  unreachable: 'I-server ayitholakalanga. Zama futhi masinyane.',
  tooManyLater: 'Uzame kanengi kakhulu. Zama futhi ngemva kwesikhathi.',
  tooManyOne: 'Uzame kanengi kakhulu. Zama futhi ngemva komzuzu o-1.',
  tooManyMany: 'Uzame kanengi kakhulu. Zama futhi ngemva kwemizuzu engu-{minutes}.',
};

/** A lockout's words in `copy`'s language, with the wait in whole minutes when it is known. */
export function tooManyTriesIn(copy: LandingCopy, minutes: number | null): string {
  if (minutes === null) return copy.tooManyLater;
  return minutes === 1 ? copy.tooManyOne : copy.tooManyMany.replace('{minutes}', String(minutes));
}

export const LANDING_COPY: Record<Language, LandingCopy> = { en: english, sn: shona, nd: ndebele };
