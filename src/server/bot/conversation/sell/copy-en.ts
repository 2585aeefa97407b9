/** Listing by chat, in English. */
import type { SellCopy } from './copy-types';

export const sellEn: SellCopy = {
  loginFirst:
    'This is a free marketplace on WhatsApp where buyers in Zimbabwe find what you sell. To list it, send *Login* first to sign in with this number, then send your photos and words again.',
  photoAdded: (n, max) => `📷 Photo ${n} of ${max} added.`,
  photoStart:
    '📷 Photo added. Now send a line about it: what it is, the price and the town (for example "Honda Fit 2010 $4500 Harare").',
  photoFull: (max) =>
    `This listing has ${max} photos already, the most it can keep, so photos sent after them are not added.`,
  photoFailed: 'I could not download that photo from WhatsApp. Please send it again.',
  photoTooBig: 'That photo is too large (at most 10 MB). Please send a smaller one.',
  photoUnreadable:
    'I could not read that file as a photo (JPEG, PNG or WebP). Please send it as a photo.',
  photoLimit: (reason) => `That photo was not added: ${reason}`,
  video: 'Videos cannot go on a listing, only photos. Please send photos instead.',
  sticker: 'Stickers cannot go on a listing. Send photos of what you sell, and a line about it.',
  document:
    'Documents cannot go on a listing. If it is a photo, send it as a photo (not as a document).',
  audio: 'I cannot listen to voice notes. Please type what you sell, the price and the town.',
  summary: ({ title, price, place, category, photos }) =>
    `Here is your listing:\n🛍️ ${title}\n💵 ${price}\n📍 ${place}\n🏷️ ${category}\n📷 ${photos} photo${photos === 1 ? '' : 's'}\n\nNothing is published until you tap *Publish*. To finish in the app, reply *app*.`,
  notSet: 'not set',
  buttons: {
    publish: 'Publish',
    change: 'Change',
    cancel: 'Cancel',
    replace: 'Replace it',
    keep: 'Keep it',
  },
  ask: {
    title: 'What are you selling? Send a short title (for example "Toyota Corolla 2012").',
    type: 'What kind of listing is it? Choose one.',
    subType: 'Which of these is it?',
    realEstateDealType: 'Is it for rent or for sale?',
    vehicleBrand: 'Which make is it?',
    electronicBrand: 'Which brand is it?',
    price: 'What is the price? For example "$4500", "$300 per month" or "$50 neg".',
    city: 'Which town is it in?',
    town: 'Which town exactly? Type its name.',
    description: 'Please describe it in a sentence or two (at least 10 letters).',
    photos: 'Please send at least one photo of it (up to 4).',
  },
  listButton: 'Choose',
  moreRow: 'More…',
  notUnderstood: 'Sorry, I did not get that.',
  changeWhich: 'What would you like to change?',
  fieldNames: {
    title: 'Title',
    price: 'Price',
    city: 'Town',
    type: 'Category',
    description: 'Description',
    photos: 'Photos',
  },
  replaceAsk: (title) =>
    `You already have a listing in progress: "${title}". Replace it with this new one?`,
  kept: 'OK, I kept your listing in progress.',
  cancelled: 'Cancelled. Your listing in progress and its photos are removed.',
  noDraft:
    'You have no listing in progress. Send photos and a line like "Honda Fit 2010 $4500 Harare" to start one.',
  published: (url) =>
    `✅ Published! Share it: ${url}\nWhen it is sold, reply *SOLD* here (or mark it in the app).`,
  publishedHeld: (url) =>
    `✅ Saved. It is being checked and will show to buyers once approved: ${url}\nWhen it is sold, reply *SOLD* here.`,
  publishedHeldFor: (url, why) =>
    `✅ Saved, but it waits for a check before buyers see it: ${why}.\nOnce approved it shows here: ${url}\nWhen it is sold, reply *SOLD* here.`,
  heldWhy: {
    prohibited_content: 'it may show something the marketplace does not allow',
    reposted: 'it repeats a listing the marketplace took down',
    repeated_ad_copies: (count) =>
      `this is copy number ${count} of the same ad you posted today, and your account is new. Buyers are shown the same ad once: post each item once`,
    repeated_ad_photo: (count) =>
      `this is listing number ${count} with the same photo you posted today, and your account is new. Buyers are shown the same ad once: post each item once, with photos of its own`,
  },
  repeatedAd:
    'ℹ️ You already have this ad on offer. Buyers are shown the same ad once, the newest copy: post each item once, and edit a listing to change it.',
  scamWhy: {
    pay_before_viewing: 'they read like asking buyers to pay before they have seen it',
    reservation_fee: 'they read like asking buyers to pay to reserve it',
    transport_fee: 'they read like asking buyers to pay for transport before the goods arrive',
    other_number: 'they ask buyers to pay a number that is not yours',
    code_request:
      'they ask buyers for a code sent to their phone, which is how accounts are stolen',
    off_platform: 'they move buyers to another app or number',
  },
  scamRephrase: {
    pay_before_viewing:
      'If a deposit is paid after viewing, say so: "Deposit payable after viewing".',
    reservation_fee: 'Say that buyers pay when they collect: "Pay on collection".',
    transport_fee: 'If you deliver, say when it is paid: "Delivery fee paid on delivery".',
    other_number: 'Leave payment details out and agree them in the chat.',
    code_request: 'Leave out any request for codes or PINs.',
    off_platform: 'Buyers reach you here on your own number: leave other apps and numbers out.',
  },
  publishedScamHeld: (url, words, why, rephrase) =>
    `✅ Saved, but it waits for a check before buyers see it: the words ${words}: ${why}.\n${rephrase} Once approved it shows here: ${url}`,
  publishedScamWarning: (url, words, why, rephrase) =>
    `✅ Published: ${url}\nAn admin will look at the words ${words}: ${why}. ${rephrase}\nWhen it is sold, reply *SOLD* here.`,
  refused: (reason) => `It could not be published: ${reason}`,
  appLink: (url, minutes) =>
    `Open your listing in the app to finish it (this link signs you in, works once and for ${minutes} minutes; do not share it):\n${url}`,
  flowOffer:
    'Tap *List an item* to fill in a form: photos, category, title, price and town. Or send photos and a line about it here, as before.',
  flowWelcome: 'Selling something? Tap *Sell* to list it for free.',
  flowWelcomeButton: 'Sell',
  flowCta: 'List an item',
  flowRefused:
    'That form is not one I sent to this number, or it has expired, so nothing was kept from it. Send *sell* for a new form.',
  flowUsed:
    'That form was sent already, so nothing more was kept from it. Send *sell* for a new form.',
  flowPhotosRefused: (names) =>
    `These photos could not be checked, so they were not added: ${names}. Send them here as photos if you want them on the listing.`,
  flowPhotoName: (n) => `photo ${n}`,
  soldDone: (title) => `Marked as sold: ${title}. Buyers will no longer see it. Congratulations!`,
  soldWhich: 'Which listing is sold?',
  soldNone: 'You have no listing on offer to mark as sold.',
};
