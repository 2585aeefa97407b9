/**
 * Questions to the marketplace itself, never searches: whether it delivers, whether a person
 * answers, what listing costs and how to list, how to edit or delete a listing, how to reach a
 * seller. English, Shona and Ndebele as people ask them ("do you deliver to gweru?", "munoendesa
 * here kuMasvingo?", "liyathumela yini eVic Falls?", "is this a real person?", "ndingaisa sei
 * chinhu changu pano?", "ngingakhuluma njani lomthengisi?"). Each gets a short answer in the
 * person's language that says what to do next.
 */
import type { Language } from '@/domain/language';
import { text, type Handler } from './handler';

export type MarketplaceQuestion =
  'delivery' | 'person' | 'listing' | 'manage' | 'safety' | 'views' | 'contact';

const QUESTIONS: [MarketplaceQuestion, RegExp][] = [
  [
    'manage',
    /\b(?:how\s+(?:do|can|to|would)\s+(?:i\s+|you\s+)?|i\s+want\s+to\s+|help\s+me\s+)(?:delete|remove|edit|change|update|pause|take\s+down|unpublish|lower|reduce)\s+(?:my|a|the|an)\s+(?:listings?|ads?|adverts?|posts?|items?|price|title|photos?|pictures?|description|details)\b|\bnd(?:i|o)(?:nga)?(?:dzima|gadzirisa|chinja|shandura|bvisa|misa|mbomisa)\s+sei\b|\bndinoita\s+sei\s+kuti\s+ndi(?:dzime|chinje|gadzirise|bvise)\b|\bngi(?:nga)?(?:susa|hlela|tshintsha|guqula|cima|sula|lungisa)\s+njani\b|\b(?:ngingenza|ngenza)\s+njani\s+uku(?:susa|tshintsha|guqula|cima|hlela)\b/i,
  ],
  [
    'listing',
    /\b(?:how\s+(?:much\s+(?:does\s+it\s+cost|is\s+it|do\s+you\s+charge|to)|do\s+i|can\s+i|to)\s+(?:to\s+)?(?:advertise|advertising|list|post|sell|put|place)\b|is\s+(?:it|listing|advertising|posting)\s+free\b|do\s+you\s+charge\b|(?:cost|price|fee)\s+(?:of|to|for)\s+(?:advertis|listing|posting))|\bdo\s+(?:i|we)\s+(?:have\s+to\s+|need\s+to\s+|must\s+)?pay\s+(?:to|for|anything)\b|\bis\s+(?:it|this|the\s+app|this\s+service|selling)\s+(?:really\s+|totally\s+)?free\b|\bfree\s+to\s+(?:post|list|sell|advertise|use)\b|\bndinga(?:isa|tengesa|posta)\s+sei\b|\bndino(?:isa|tengesa)\s+sei\b|\bzvinodhura\s+marii\s+kuisa\b|\b(?:zvino|kuno|zvinoda\s+ku)?bhadhar\w*\s+here\b|\b(?:i|ndi)?mahara\s+here\b|\bmarii\s+kuisa\b|\bngi(?:nga)?(?:faka|thengisa)\s+njani\b|\bngi(?:nga)?ku(?:faka|thengisa)\s+njani\b|\bndi(?:nga)?(?:ise|isa|tengese)\s+sei\b|\bndi(?:nga)?ite\s+sei\s+kuti\s+ndi\s*(?:sell|tengese|ise|poste?)\b|\bhow\s+(?:do|can)\s+i\s+(?:sell|post|list|advertise)\b|\bkubiza\s+malini\s+ukufaka\b|\bkuyabhadalwa\s+yini\b|\bkungamahala\s+yini\b|\bngi(?:ya)?khokha\s+yini\b/i,
  ],
  [
    'person',
    /\b(?:is\s+this\s+(?:a\s+)?(?:real\s+person|real|human|person|bot|robot|automated|a\s+bot)|are\s+you\s+(?:a\s+)?(?:real\s+person|real|human|person|bot|robot)|am\s+i\s+(?:talking|chatting|speaking)\s+(?:to|with)\s+(?:a\s+)?(?:real\s+person|human|person|bot|robot|machine))\b|\bhow\s+(?:does|do)\s+(?:this|it|the\s+app|this\s+(?:app|thing|service|bot))\s+work\b|\bzvinoshanda\s+sei\b|\bkusebenza\s+njani\b|\buri\s+munhu\s+(?:chaiye|here)\b|\bndiri\s+kutaura\s+nemunhu\b|\bungumuntu\s+(?:sibili|yini)\b|\bngikhuluma\s+lomuntu\b/i,
  ],
  [
    'safety',
    /\b(?:is\s+(?:this|it|the\s+(?:site|app|seller)|this\s+(?:site|app|platform|service|seller))\s+(?:legit|legitimate|safe|genuine|trustworthy|a\s+scam)|legit\s+or\s+(?:a\s+)?scam|how\s+(?:do|can|will)\s+i\s+(?:know|tell|be\s+sure)\b(?=.*\b(?:real|legit|genuine|scam\w*|trust\w*|safe|honest|fake)\b)|how\s+can\s+i\s+trust|are\s+(?:the\s+|these\s+)?sellers\s+(?:real|legit|genuine|verified|safe|trustworthy)|(?:avoid|not\s+(?:get|be))\s+(?:being\s+)?scammed|ndingaziva\s+sei|handibiridzirwe|hazvisi\s+zvekubiridzira\s+here|ngingazi\s+njani|angiqilwa|akusibo\s+ubuqili\s+yini)\b/i,
  ],
  [
    'views',
    /\b(?:how\s+many\s+(?:people|buyers|views|times)\b.*\b(?:view|viewed|seen|saw|see|looked|clicked|visited)|how\s+(?:do|can)\s+i\s+see\s+(?:my\s+)?(?:views|stats|statistics)|vangani\s+vakaona|vanani\s+vakaona|bangaki\s+ababonile|bangaki\s+abakubonile)\b/i,
  ],
  [
    'contact',
    /\b(?:how|where)\s+(?:do|can|could|would|will|should)\s+i\s+(?:contact|reach|call|phone|talk\s+to|speak\s+(?:to|with)|chat\s+(?:to|with)|get\s+(?:hold\s+of|in\s+touch\s+with)|message|whatsapp|text|find)\s+(?:the\s+|a\s+|this\s+|that\s+|your\s+)?(?:sellers?|owners?|dealers?|landlords?|agents?)(?:\s+number)?\b|\bwhere\s+(?:is|are|do\s+i\s+(?:find|get|see))\s+(?:the\s+)?(?:seller|owner|dealer)(?:s|'s)?\s+(?:number|contacts?|phone)\b|\bndi(?:nga)?(?:taura|taurirana|fonera|bata|wana|sangana)\s+sei\s+(?:ne|na|nemu|nhamba\s+yemu)\s*(?:tengesi|seller|muridzi|mutengesi)\b|\bngi(?:nga)?(?:khuluma|xhumana|thinta|fonela|thola)\s+njani\s+(?:lo|la|lomu|lom|le)?\s*(?:m?thengisi|seller|nikazi|mnikazi)\b/i,
  ],
  [
    'delivery',
    /\b(?:do|can|will|d)\s*(?:you|u)\s+(?:deliver|do\s+deliver(?:y|ies)|offer\s+deliver(?:y|ies)|ship)\b|\b(?:is\s+there|any)\s+delivery\s*\?|\bmuno(?:endesa|unza|tumira|delivera)\b|\bmunga(?:endesa|unza)\b|\bliya(?:thumela|letha|delivera)\b|\blinga(?:thumela|letha)\b/i,
  ],
];

/** The marketplace question the words ask, or null for anything else. */
export function marketplaceQuestion(words: string): MarketplaceQuestion | null {
  if (words.split(/\s+/).length > 16) return null;
  return QUESTIONS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

const ANSWERS: Record<Language, Record<MarketplaceQuestion, string>> = {
  en: {
    delivery:
      'Delivery is agreed with each seller: ask them when you contact them. Tell me what you are looking for and where, for example “fridge in Gweru”.',
    person:
      'I am the marketplace’s WhatsApp assistant, an automatic bot: I find listings for buyers and help sellers list theirs. The sellers are real people: you chat with them yourself through a listing’s link.',
    listing:
      'Listing is 100% free. To sell, send *Login* to sign in with this number, then send a photo of the item with what it is and its price, or list it in the app.',
    manage:
      'To edit or delete a listing, send *Login* to open the app, open the listing, then tap Edit (change it and save) or Delete (and confirm). Sold it? Send *SOLD*.',
    safety:
      'Sellers are people like you. A listing’s details say how long its seller has been here, what they sold here and what buyers said. See the item before you pay. A payment confirmation is real only when the money shows in your own EcoCash or bank balance. Nobody from the marketplace ever asks for a code. Something wrong? Open the listing and reply *report*.',
    views:
      'Your listings’ views and buyer chats are in the app: send *Login* to open it, then open a listing.',
    contact:
      'To reach a seller, open their listing (send its number from the results I show): its details end with “Chat with the seller” and a link that opens a WhatsApp chat with them. Tell me what you are looking for, for example “fridge in Gweru”.',
  },
  sn: {
    delivery:
      'Kuendesa kunobvumiranwa nemutengesi wega wega: mubvunzei kana mamutaurira. Ndiudzei zvamunotsvaga uye kupi, semuenzaniso “firiji kuGweru”.',
    person:
      'Ndini mubatsiri wemusika paWhatsApp, bhoti rinozvishandira: ndinotsvagira vatengi zvinhu uye ndinobatsira vatengesi kuisa zvavo. Vatengesi vanhu chaivo: munotaura navo pachenyu nelink yechinhu.',
    listing:
      'Kuisa chinhu pamusika mahara chose. Kuti mutengese, tumirai *Login* kuti mupinde nenhamba iyi, mozotumira mufananidzo wechinhu nezvachiri nemutengo wacho, kana kuchiisa muapp.',
    manage:
      'Kuti mugadzirise kana kudzima chinhu, tumirai *Login* muvhure app, vhurai chinhu chacho, mobva madzvanya Edit (chinjai mosevha) kana Delete (mosimbisa). Chatengeswa? Tumirai *SOLD*.',
    safety:
      'Vatengesi vanhu vakaita semi. Mashoko echinhu anoratidza kuti mutengesi ave nenguva yakadii pano, zvaakatengesa pano uye zvakataurwa nevatengi. Onai chinhu musati mabhadhara. Meseji yekubhadhara ndeyechokwadi chete kana mari yaonekwa muEcoCash kana mubhanga renyu. Hapana munhu wemusika anokumbira kodhi. Pane chakaipa? Vhurai chinhu chacho monyora *report*.',
    views:
      'Vanhu vakaona zvinhu zvenyu nevatengi vakakutaurirai zviri muapp: tumirai *Login* muivhure, mozovhura chinhu chacho.',
    contact:
      'Kuti mutaure nemutengesi, vhurai chinhu chake (tumirai nhamba yacho pane zvandakuratidzai): pazasi pemashoko acho pane “Taurai nemutengesi” nelink inovhura WhatsApp naye. Ndiudzei zvamunotsvaga, semuenzaniso “firiji kuGweru”.',
  },
  nd: {
    delivery:
      'Ukuthunyelwa kuvunyelwana lomthengisi ngamunye: mbuzeni nxa lixhumana laye. Ngitshelani elikudingayo lalapho, isibonelo “ifriji eGweru”.',
    person:
      'Ngingumsizi wemakethe ku-WhatsApp, ibhothi elizisebenzelayo: ngidingela abathengi izinto njalo ngisiza abathengisi ukufaka okwabo. Abathengisi ngabantu sibili: likhuluma labo ngokwenu ngelink yokuthengiswayo.',
    listing:
      'Ukufaka okuthengiswayo kungamahala. Ukuze lithengise, thumelani *Login* lingene ngalinombolo, libe selithumela isithombe sento lokuthi kuyini lentengo yakho, kumbe likufake ku-app.',
    manage:
      'Ukuze lihlele kumbe lisuse okuthengiswayo, thumelani *Login* livule i-app, livule okuthengiswayo, libe selicindezela u-Edit (tshintshani ligcine) kumbe u-Delete (liqinisekise). Sekuthengisiwe? Thumelani *SOLD*.',
    safety:
      'Abathengisi ngabantu abanjengani. Imininingwane yokuthengiswayo itshengisa ukuthi umthengisi ulesikhathi esingakanani lapha, lokho akuthengise lapha lalokho okwatshiwo ngabathengi. Bonani into lingakabhadali. Umlayezo wokukhokha uqinisekile kuphela nxa imali ibonakala ku-EcoCash kumbe ebhanga lakho. Kakho umuntu wemakethe ocela ikhodi. Kukhona okungalunganga? Vulani okuthengiswayo libhale *report*.',
    views:
      'Abakubonileyo okuthengiswayo kwenu labathengi abaxhumana lani kuku-app: thumelani *Login* liyivule, libe selivula okuthengiswayo.',
    contact:
      'Umthengisi lingamthola ngokuvula okuthengiswayo kwakhe (thumelani inombolo yakho kulokho engilitshengise khona): ekucineni kwemininingwane kulo “Khulumani lomthengisi” lelink evula i-WhatsApp laye. Ngitshelani elikudingayo, isibonelo “ifriji eGweru”.',
  },
};

export const marketplaceAnswer = (question: MarketplaceQuestion, language: Language) =>
  ANSWERS[language][question];

export const marketplaceHandler: Handler = {
  name: 'marketplace-question',
  intents: [
    'delivery?',
    'a real person?',
    'what listing costs, how to list',
    'how to edit or delete',
    'is it safe, is it a scam',
    'how many viewed my listing',
    'how to contact a seller',
  ],
  async answer(turn) {
    const question = marketplaceQuestion(turn.words!);
    return question ? text(marketplaceAnswer(question, turn.language)) : null;
  },
};
