/**
 * Labelled listings for the scam screening's bench (scam-screening.bench.ts), written for it: a
 * third scams in the patterns buyers in Zimbabwe meet (a deposit or viewing fee before seeing a
 * room, a fee to "reserve" a car, transport or clearance paid before the goods come, paying a
 * number other than the seller's, the code a buyer just received, the talk moved elsewhere), two
 * thirds honest listings that look alike (a deposit after viewing, a transport service, "EcoCash
 * accepted", a code 10 driver, the seller's own number), in English, Shona and Ndebele.
 *
 * Every listing's seller has the login phone SELLER_PHONE; `contact` is a second number on the
 * profile when the listing names it.
 */
import type { ScamKind } from '@/domain/moderation/scams';

export const SELLER_PHONE = '263771234567';
export const SELLER_CONTACT = '0712 345 678';

export type Lang = 'en' | 'sn' | 'nd';
export interface LabelledListing {
  lang: Lang;
  /** The kind of scam, or null for an honest listing. */
  scam: ScamKind | null;
  title: string;
  description: string;
}

const scam =
  (lang: Lang, kind: ScamKind) =>
  (title: string, description: string): LabelledListing => ({
    lang,
    scam: kind,
    title,
    description,
  });
const honest =
  (lang: Lang) =>
  (title: string, description: string): LabelledListing => ({
    lang,
    scam: null,
    title,
    description,
  });

const en = honest('en');
const sn = honest('sn');
const nd = honest('nd');

export const SCAM_LISTINGS: LabelledListing[] = [
  // ---------------------------------------------------------------------------------------------
  // English scams
  ...(() => {
    const v = scam('en', 'pay_before_viewing');
    return [
      v(
        '2 bedroom cottage Avondale $350',
        'Pay a deposit of $100 before viewing to secure the cottage, many people want it.',
      ),
      v(
        'Room to rent Mabelreign',
        'Room available now. Send $20 viewing fee on EcoCash and I will send you the address.',
      ),
      v(
        'Garden flat Borrowdale',
        'Serious tenants only. A viewing fee of $15 applies, paid before we meet.',
      ),
      v(
        'Full house for rent Bulawayo Suburbs',
        'I am out of the country. Send deposit first then my agent will give you the keys to view.',
      ),
      v(
        '1 room Kuwadzana 5',
        'Room available. Pay deposit upfront before viewing, no time wasters.',
      ),
      v(
        'Cottage in Greendale',
        'Cottage to let $280. To view you must pay a $10 viewing charge first.',
      ),
      v(
        'Student rooms near UZ',
        'Rooms for students. Deposit of $50 must be paid before you see the room.',
      ),
      v(
        'Flat in Hillside Bulawayo',
        'Nice flat. Pay first before viewing, I am busy and only show paid clients.',
      ),
      v(
        'Townhouse Mount Pleasant',
        'Inspection fee $25 payable in advance. Keys collected after payment.',
      ),
      v(
        'Boarding house Harare CBD',
        'Beds available. Send $30 deposit before viewing and I reserve your bed.',
      ),
      v('2 rooms Chitungwiza Unit L', 'Viewing fee $5 only. EcoCash it and I send the location.'),
      v(
        'Shop space to let Mbare',
        'Prime shop. Pay a deposit in advance before viewing to hold it.',
      ),
    ];
  })(),
  ...(() => {
    const r = scam('en', 'reservation_fee');
    return [
      r(
        'Toyota Aqua 2014 $6500',
        'Clean car. Pay $100 reservation fee on EcoCash and it is yours, I hold it for one week.',
      ),
      r(
        'Honda Fit RS 2013',
        'Many buyers. Send $50 to reserve the car before someone else takes it.',
      ),
      r('iPhone 13 Pro Max 256GB', 'Brand new. Reservation fee $20, balance when you collect.'),
      r('Nissan Note 2012', 'To reserve this car pay a booking fee of $80 now.'),
      r('Plot in Ruwa 300sqm', 'Stands selling fast. Pay $200 to reserve your stand today.'),
      r('Mazda Demio 2010', 'I can reserve it for you if you pay $40 now.'),
      r('Samsung Galaxy S23', 'Limited stock, pay a $15 reservation fee to secure one.'),
      r(
        'Toyota Hilux GD6 2018',
        'Pay reservation money of $300 and I keep it for you until Friday.',
      ),
      r('Tickets for the concert', 'Reserve your VIP seat with a $10 reservation payment now.'),
    ];
  })(),
  ...(() => {
    const t = scam('en', 'transport_fee');
    return [
      t(
        'Laptop HP EliteBook from South Africa',
        'Item is in Joburg. Pay the transport fee of $40 first and it will be delivered to your door.',
      ),
      t(
        'Puppies Boerboel for sale',
        'Puppies free to a good home, just pay the courier fee of $60 upfront and they are shipped.',
      ),
      t(
        'Toyota Vitz ex-Japan',
        'Car is at Beitbridge. Send clearance fee of $250 first then it is released to you.',
      ),
      t('PS5 console brand new', 'Send delivery fee $25 in advance, the parcel leaves today.'),
      t(
        'Solar panels 450W',
        'Panels are in Mutare. Pay transport money first via EcoCash then I load them.',
      ),
      t('Fridge Defy 300L', 'I relocated to Gweru. Send the transport charge before I dispatch.'),
      t('Gas stove 4 plate', 'Pay customs fee in advance, goods are held at the border.'),
      t('Generator 5kVA', 'Freight charges to be paid upfront via EcoCash, delivery in 2 days.'),
    ];
  })(),
  ...(() => {
    const o = scam('en', 'other_number');
    return [
      o(
        'Honda Fit 2012 $4800',
        'Clean car. Send the deposit on EcoCash to 0783 555 210, it is my brother’s line.',
      ),
      o(
        '3 roomed house Glen View',
        'For rent $200. Pay rent to my agent on 0774 998 877 via EcoCash.',
      ),
      o('Samsung A54 new', 'Payment to EcoCash number 0785 111 222 (name Tendai). Then I deliver.'),
      o(
        'Room in Budiriro',
        'EcoCash the first month to +263 78 333 4444, my wife handles the money.',
      ),
      o('Toyota Corolla 2008', 'Pay via InnBucks to 0719 876 543 to secure it.'),
      o('Cement 50kg bags', 'Transfer payment to 0773 222 111 and collect from Willowvale.'),
      o('Laptop Dell Latitude', 'Send money to this number 0782 444 555 then I post it.'),
      o('Borehole drilling', 'Deposit to our accounts person on 0776 000 123 before we come.'),
    ];
  })(),
  ...(() => {
    const c = scam('en', 'code_request');
    return [
      c(
        'iPhone 12 64GB',
        'I will send a verification code to your phone, send it back to me to confirm the order.',
      ),
      c(
        'Car for sale Toyota Wish',
        'To book a test drive you will get a code by SMS, forward the code to me.',
      ),
      c(
        'Job offer data capturers',
        'You will receive an OTP, share the OTP with our agent to register.',
      ),
      c(
        'Free WiFi router',
        'Send me the 6 digit code you just got on WhatsApp to claim your router.',
      ),
      c('Cheap data bundles', 'Tell me the PIN you receive and I load your bundle.'),
      c('Laptop giveaway', 'Read me the code you receive by SMS so we confirm you are a winner.'),
      c('Rooms in Avondale', 'I will send you a code, send it to me so that I know you are real.'),
      c(
        'Airtime at half price',
        'Give me the code that comes to your phone and I send the airtime.',
      ),
    ];
  })(),
  ...(() => {
    const f = scam('en', 'off_platform');
    return [
      f(
        'Brand new iPhone 15',
        'Do not chat here. Contact me on Telegram @cheapphones for the price.',
      ),
      f('Toyota Prado cheap', 'Serious buyers email me at pradoseller@gmail.com for details.'),
      f('Apartments for rent', 'Text me on 0786 321 654, not this number, I am rarely on it.'),
      f('Laptops in bulk', 'WhatsApp me on +27 82 555 0101 for the best prices.'),
      f('House for sale Borrowdale Brooke', 'Inbox me on Facebook for the full details.'),
    ];
  })(),

  // ---------------------------------------------------------------------------------------------
  // Shona scams
  ...(() => {
    const v = scam('sn', 'pay_before_viewing');
    return [
      v(
        'Imba yekurenda Warren Park',
        'Tumirai dhipoziti ye$50 musati maona imba, vanhu vakawanda vari kuida.',
      ),
      v(
        'Room iri kurendwa Glen Norah',
        'Bhadharai mari yekuona $10 pa EcoCash ndokuzokutumirai kero.',
      ),
      v('Kotiji kuMabvuku', 'Munofanira kubhadhara deposit musati maona kotiji.'),
      v(
        'Imba kuMufakose',
        'Ndiri kunze kwenyika. Tumirai dhipoziti pamberi, agent wangu anokupai makiyi.',
      ),
      v('Mba yekurenda Highfield', 'Mari yekuona imba i $5. Bhadharai mutanga.'),
      v('Ma room kuChitungwiza', 'Bhadhara deposit usati waona room kuti tikuchengetere.'),
      v('Flat kuAvenues', 'Tumira mari yekuona $15 usati wauya.'),
      v('Imba yevadzidzi kuMt Pleasant', 'Dhipoziti ye$40 inobhadharwa musati maona.'),
      v('Shop yekurenda Mbare', 'Bhadharai deposit pamberi musati maona shop.'),
      v('Ma room eku Epworth', 'Tumirai dhipoziti ye$30 tisati taonana.'),
      v('Imba kuDzivarasekwa', 'Kuti muone imba munobhadhara mari yekuona yemadhora gumi.'),
    ];
  })(),
  ...(() => {
    const r = scam('sn', 'reservation_fee');
    return [
      r('Honda Fit 2013 iri kutengeswa', 'Bhadharai $50 kureserva motokari, vatengi vakawanda.'),
      r('Toyota Aqua yakachena', 'Tumirai mari yekubhuka $100 ndokuichengeta kwevhiki.'),
      r('Foni Samsung A34 nyowani', 'Bhadhara $20 kureserva foni yako nhasi.'),
      r('Stand kuNorton', 'Tumirai $200 yekureserva stand yenyu.'),
      r('Mazda Demio 2011', 'Kuti ndikuchengeterei mota bhadharai mari ye $60 pa EcoCash.'),
      r('Laptop HP nyowani', 'Tumira $15 yekubhuka laptop, imwe mari paunouya.'),
    ];
  })(),
  ...(() => {
    const t = scam('sn', 'transport_fee');
    return [
      t('Fridge iri kuSouth Africa', 'Bhadharai mari yekutakura $40 pamberi ndozotumira.'),
      t('Mbwanana dzeBoerboel', 'Mahara, bhadharai mari yekutakura $50 kutanga.'),
      t('Motokari iri kuBeitbridge', 'Tumirai clearance fee ye$300 pamberi mota yosunungurwa.'),
      t('TV 55 inch nyowani', 'Tumira transport fee $25 kutanga ndobva ndaitumira.'),
      t('Solar panel', 'Bhadhara delivery fee $20 pamberi, zvinosvika mangwana.'),
    ];
  })(),
  ...(() => {
    const o = scam('sn', 'other_number');
    return [
      o('Toyota Wish 2008', 'Tumirai mari pa EcoCash 0783 555 210, inhamba yemukoma wangu.'),
      o('Imba yekurenda Kuwadzana', 'Bhadharai rent ku agent wangu pa 0774 998 877.'),
      o('iPhone 11', 'Tumira mari ku 0785 111 222 ndozotumira foni.'),
      o('Simbi dzekuvaka', 'Bhadharai pa InnBucks 0719 876 543 ndokuzotora.'),
      o('Room kuBudiriro', 'EcoCash mari yemwedzi wekutanga ku +263 78 333 4444.'),
    ];
  })(),
  ...(() => {
    const c = scam('sn', 'code_request');
    return [
      c('Foni iPhone 12', 'Ndichakutumira kodhi pafoni, nditumire kodhi iyoyo kuti tisimbise.'),
      c('Data yakachipa', 'Ndiudze PIN yawawana ndokuisira bundle.'),
      c('Basa rekutyaira', 'Uchawana code pa SMS, nditumire code iyoyo kuti ndikunyorese.'),
      c('Router yemahara', 'Nditumire code yawawana paWhatsApp kuti uwane router.'),
      c('Airtime yakachipa', 'Ndipe kodhi inouya pafoni yako ndokutumira airtime.'),
      c('Room kuAvondale', 'Ndichakutumira code, unditumire kuti ndizive kuti uri munhu chaiye.'),
    ];
  })(),
  ...(() => {
    const f = scam('sn', 'off_platform');
    return [
      f('iPhone 14 yakachipa', 'Musataura pano. Ndibatei pa Telegram @mafonichipa.'),
      f('Imba iri kutengeswa', 'Ndi email me pa imbazvino@gmail.com kuti muwane zvese.'),
      f('Motokari dzakachipa', 'Ndifonerei pa 0786 321 654, kwete nhamba iyi.'),
    ];
  })(),

  // ---------------------------------------------------------------------------------------------
  // Ndebele scams
  ...(() => {
    const v = scam('nd', 'pay_before_viewing');
    return [
      v(
        'Indlu yokuqatsha eNkulumane',
        'Thumela idiphozithi engu $50 ungakayiboni indlu, abantu banengi.',
      ),
      v('Ikamelo eMpopoma', 'Bhadala imali yokubona engu $10 nge EcoCash ngizakuthumela ikheli.'),
      v('Ikotishi eHillside', 'Kumele ubhadale idiphozithi ngaphambi kokubona ikotishi.'),
      v(
        'Indlu eLobengula',
        'Ngingaphandle kwelizwe. Thumela idiphozithi kuqala, i-agent yami izakupha izikhiye.',
      ),
      v('Amakamelo eNketa', 'Imali yokubona ngu $5. Bhadala kuqala.'),
      v('Iflethi edolobheni', 'Khokha idiphozithi ngaphambi kokubona iflethi.'),
      v('Izindlu zabafundi eNUST', 'Idiphozithi engu $40 ikhokhwa ungakaboni ikamelo.'),
      v('Ishopo yokuqatsha eMakokoba', 'Thumela imali yokubona $15 ngaphambi kokuza.'),
      v('Ikamelo eCowdray Park', 'Bhadala deposit ngaphambi kokubona.'),
      v('Indlu ePumula', 'Ukuze ubone indlu kumele ukhokhe imali yokubona.'),
    ];
  })(),
  ...(() => {
    const r = scam('nd', 'reservation_fee');
    return [
      r('Honda Fit 2012 iyathengiswa', 'Bhadala $50 ukubhuka imota, abathengi banengi.'),
      r('Toyota Aqua', 'Thumela imali yokubhuka engu $100 ngizayigcinela iviki.'),
      r('Ifoni Samsung entsha', 'Khokha $20 ukureserva ifoni yakho lamuhla.'),
      r('Isiza eCowdray Park', 'Thumela $200 yokubhuka isiza sakho.'),
      r('Ilaptop entsha', 'Thumela $15 yokubhuka ilaptop, enye imali nxa usufika.'),
      r('Imota Mazda Demio', 'Ukuze ngikugcinele imota khokha imali engu $60 nge EcoCash.'),
    ];
  })(),
  ...(() => {
    const t = scam('nd', 'transport_fee');
    return [
      t('Ifriji iseSouth Africa', 'Bhadala imali yokuthutha engu $40 kuqala ngizayithumela.'),
      t('Amazinyane ezinja', 'Mahhala, khokha imali yokuthutha engu $50 kuqala.'),
      t('Imota iseBeitbridge', 'Thumela i-clearance fee engu $300 kuqala imota ikhululwe.'),
      t('TV entsha 55 inch', 'Thumela i transport fee engu $25 kuqala ngizayithumela.'),
    ];
  })(),
  ...(() => {
    const o = scam('nd', 'other_number');
    return [
      o('Toyota Wish 2008', 'Thumela imali nge EcoCash ku 0783 555 210, yinombolo yomfowethu.'),
      o('Indlu yokuqatsha eMagwegwe', 'Bhadala irenti ku agent wami ku 0774 998 877.'),
      o('iPhone 11', 'Thumela imali ku 0785 111 222 ngizakuthumela ifoni.'),
      o('Amatshe okwakha', 'Khokha nge InnBucks ku 0719 876 543 bese uyalanda.'),
    ];
  })(),
  ...(() => {
    const c = scam('nd', 'code_request');
    return [
      c(
        'Ifoni iPhone 12',
        'Ngizakuthumela ikhodi efonini, ngithumele ikhodi leyo ukuze siqinisekise.',
      ),
      c('Idatha eshibhile', 'Ngitshele iPIN oyitholileyo ngizakufakela i bundle.'),
      c('Umsebenzi wokushayela', 'Uzathola ikhodi nge SMS, ngithumele ikhodi leyo ngikubhalise.'),
      c('I router mahhala', 'Ngithumele ikhodi oyithole ku WhatsApp ukuze uthole i router.'),
      c('I airtime eshibhile', 'Ngiphe ikhodi ezafika efonini yakho ngizakuthumela i airtime.'),
    ];
  })(),
  ...(() => {
    const f = scam('nd', 'off_platform');
    return [
      f('iPhone 14 eshibhile', 'Lingakhulumi lapha. Ngithole ku Telegram @amafoni.'),
      f('Indlu iyathengiswa', 'Email me ku indlu@gmail.com ukuze uthole konke.'),
      f('Izimota ezishibhile', 'Ngifonele ku 0786 321 654, hatshi kule nombolo.'),
    ];
  })(),

  // ---------------------------------------------------------------------------------------------
  // English honest look-alikes
  en(
    '2 bedroom cottage Avondale $350',
    'Deposit of one month payable after viewing and signing the lease. Call 0771 234 567 to view.',
  ),
  en(
    'Room to rent Mabelreign',
    'Viewing by appointment. Rent $120 paid monthly, deposit on signing.',
  ),
  en(
    'Garden flat Borrowdale',
    'Come and view first, then we agree. One month deposit required once you move in.',
  ),
  en(
    'Full house for rent Bulawayo Suburbs',
    'Viewing any day. Deposit and first month rent paid after viewing.',
  ),
  en('1 room Kuwadzana 5', 'Room available. No deposit required. Viewing on weekends.'),
  en(
    'Cottage in Greendale',
    'Cottage to let $280. Deposit $280 paid upon signing the lease agreement.',
  ),
  en(
    'Student rooms near UZ',
    'Rooms for students, $90 a month. Visit any time before 5pm to see the rooms.',
  ),
  en(
    'Flat in Hillside Bulawayo',
    'Nice flat. Never pay anyone before viewing: I show the flat myself.',
  ),
  en(
    'Townhouse Mount Pleasant',
    'Inspection any weekday. Payment only after you have seen the house and signed.',
  ),
  en('Boarding house Harare CBD', 'Beds available $60 per month, paid at the house after viewing.'),
  en('Shop space to let Mbare', 'Prime shop. See it first, pay after. Lease from 6 months.'),
  en(
    'Office to rent Eastlea',
    'Offices from $250. Deposit equal to one month, paid when you sign the lease.',
  ),
  en(
    'House for sale Marlborough',
    'Title deeds available. 10% deposit on signing the agreement of sale after viewing.',
  ),
  en('Room in Belvedere', 'Room with own entrance. Rent paid on the first of each month.'),
  en(
    'Cottage Hatfield',
    'Water and electricity included. Viewing Saturday morning, call to book a time.',
  ),
  en(
    'Toyota Aqua 2014 $6500',
    'Clean car. EcoCash accepted. Viewing in Avondale, test drive welcome.',
  ),
  en('Honda Fit RS 2013', 'First owner. Price slightly negotiable after viewing.'),
  en('iPhone 13 Pro Max 256GB', 'Brand new, sealed. Pay when you collect at Eastgate.'),
  en('Nissan Note 2012', 'Papers in order. Come and inspect, pay only when satisfied.'),
  en(
    'Plot in Ruwa 300sqm',
    'Stands with title deeds. 30% deposit, balance over 12 months, agreement of sale at our offices.',
  ),
  en('Mazda Demio 2010', 'Reserve price $3000, best offer above it takes the car.'),
  en(
    'Samsung Galaxy S23',
    'Limited stock. Lay-by available: pay over 3 months, collect when fully paid.',
  ),
  en(
    'Toyota Hilux GD6 2018',
    'Service history available. Full payment on transfer of ownership at CVR.',
  ),
  en(
    'Tickets for the concert',
    'Tickets sold at the gate and at our shop in town, cash or EcoCash.',
  ),
  en('Safari lodge stay', 'Two nights at a lodge by the game reserve, meals included.'),
  en(
    'Laptop HP EliteBook',
    'Core i7, 16GB RAM. Delivery available in Harare for $5, pay on delivery.',
  ),
  en(
    'Puppies Boerboel for sale',
    'Vaccinated, 8 weeks. Collection in Chegutu or we can arrange transport at your cost.',
  ),
  en(
    'Toyota Vitz ex-Japan',
    'Duty paid, ZIMRA papers ready. Car is in our yard in Msasa, come and see.',
  ),
  en(
    'PS5 console',
    'Used, two pads. Delivery in Bulawayo free, countrywide courier at cost, pay on arrival.',
  ),
  en('Solar panels 450W', 'We deliver and install. Transport fee depends on distance.'),
  en('Fridge Defy 300L', 'Working well. Buyer arranges transport.'),
  en(
    'Transport services Harare',
    'Truck for hire, 3 tonne. Moving houses, goods delivery. Transport available 7 days.',
  ),
  en(
    'Courier services countrywide',
    'We deliver parcels to all towns. Pay when your parcel is collected.',
  ),
  en('Kombi for hire', 'Transport for weddings and funerals. Book early.'),
  en('Generator 5kVA', 'Barely used. Can deliver within Harare at no charge.'),
  en('Gas stove 4 plate', 'Good as new. Cash, EcoCash or swipe.'),
  en('Honda Fit 2012 $4800', 'Clean car. EcoCash to my number 0771 234 567 when you collect.'),
  en('3 roomed house Glen View', 'For rent $200. Call or WhatsApp 0771 234 567.'),
  en('Samsung A54 new', 'Payment by EcoCash, cash or bank transfer on collection.'),
  en('Room in Budiriro', 'Call me on 0712 345 678 or 0771 234 567 for viewing.'),
  en('Toyota Corolla 2008', 'Contact 0771234567. Viewing in Kambuzuma.'),
  en('Cement 50kg bags', 'Delivery available. EcoCash merchant code on collection at our yard.'),
  en('Laptop Dell Latitude', 'Pay cash, EcoCash or bank transfer when you receive it.'),
  en(
    'Borehole drilling',
    'We drill and install. 50% deposit for materials, balance after completion.',
  ),
  en('Carpenter built-in cupboards', 'Deposit for materials, balance when the work is done.'),
  en('Plumber Harare', 'Free quotation. Pay after the job is done.'),
  en('Electrician services', 'Call out fee $10 paid on arrival. Certified electrician.'),
  en('iPhone 12 64GB', 'iCloud free, no passcode. Face ID working.'),
  en(
    'Car for sale Toyota Wish',
    'Test drive any day. Code 10 licence holders only for the test drive.',
  ),
  en('Driver wanted', 'Class 4 driver with a code 10 licence, 5 years experience.'),
  en(
    'Driving school',
    'Learn to drive, code 8 and code 10 licences. Provisional lessons included.',
  ),
  en('Wedding dresses for hire', 'Dress code friendly colours. Fitting at our shop.'),
  en('Data bundles reseller', 'Buy bundles through our USSD code, instant delivery.'),
  en('Rooms in Avondale', 'Gate code system, very secure.'),
  en('Security system installation', 'Alarm systems with PIN keypads and remote.'),
  en('Nokia phone', 'Works on all networks, no PIN lock.'),
  en('Brand new iPhone 15', 'Sealed box. Find me at Joina City shop 12. Call 0771 234 567.'),
  en('Toyota Prado 2015', 'Serious buyers call 0771 234 567, viewing in Borrowdale.'),
  en('Apartments for rent', 'WhatsApp on this number for photos.'),
  en('Laptops in bulk', 'Wholesale prices for schools. Quotation by email on request.'),
  en('House for sale Borrowdale Brooke', 'Agent: call 0712 345 678. Viewing by appointment.'),
  en('Website design', 'Professional websites. Email and hosting included.'),
  en('Maize seed SC727', 'Certified seed. Transport to your farm at extra cost.'),
  en('Bricks common', 'Delivery available. Transport charged per load, pay when delivered.'),
  en('River sand', 'Sand delivered per 30 tonne truck, price includes transport.'),
  en('Wedding venue', 'Book your date with a deposit after visiting the venue.'),
  en('Goats for sale', 'Boer goats. Buyer collects from the farm in Marondera.'),
  en('Chest freezer', 'Good condition. Reserve it by calling, no payment until you see it.'),
  en('Maths tutor', 'A-level maths lessons. Pay per lesson after the lesson.'),
  en('Hair salon', 'Braids and weaves. Booking by phone, pay after.'),
  en('Sofa set 7 seater', 'Can deliver. Delivery cost agreed after you see it.'),
  en('Tyres 195/65 R15', 'New tyres, fitting included. EcoCash and USD accepted.'),
  en('Grinding mill', 'Diesel hammer mill. Transport available to any town.'),

  // ---------------------------------------------------------------------------------------------
  // Shona honest look-alikes
  sn(
    'Imba yekurenda Warren Park',
    'Deposit inobhadharwa kana maona imba uye masaina chibvumirano.',
  ),
  sn(
    'Room iri kurendwa Glen Norah',
    'Room iri kurendwa $100 pamwedzi. Uyai muone musati mabhadhara chero chinhu.',
  ),
  sn('Kotiji kuMabvuku', 'Dhipoziti inobhadharwa mushure mekuona kotiji.'),
  sn('Imba kuMufakose', 'Mari yerendi inobhadharwa pakutanga kwemwedzi.'),
  sn('Mba yekurenda Highfield', 'Uyai muone imba chero zuva. Fonai 0771 234 567.'),
  sn('Ma room kuChitungwiza', 'Hapana deposit. Bhadharai rendi kana mapinda.'),
  sn('Flat kuAvenues', 'Flat ine mvura nemagetsi. Kuona ndeye appointment.'),
  sn('Imba yevadzidzi kuMt Pleasant', 'Ma room evadzidzi $80 pamwedzi, bhadharai mushure mekuona.'),
  sn('Shop yekurenda Mbare', 'Shop iri pamugwagwa mukuru. Uyai muone.'),
  sn('Ma room eku Epworth', 'Ma room maviri, mvura iripo. Fonai kana muchida kuona.'),
  sn('Imba iri kutengeswa kuRuwa', 'Ine title deeds. Deposit 20% kana tasaina agreement of sale.'),
  sn(
    'Imba yekurenda Kambuzuma',
    'Musabhadhara munhu musati maona imba. Ndinokuratidzai ini pachangu.',
  ),
  sn('Honda Fit 2013 iri kutengeswa', 'Mota yakachena. EcoCash inogamuchirwa.'),
  sn('Toyota Aqua yakachena', 'Uyai muone motokari muityaire musati mabhadhara.'),
  sn('Foni Samsung A34 nyowani', 'Foni nyowani. Bhadharai pamunotora.'),
  sn('Stand kuNorton', 'Ma stand ane title. Deposit 30% uye mari yasara mumwedzi gumi nemiviri.'),
  sn('Mazda Demio 2011', 'Papers ese aripo. Mari inobhadharwa kana mapedza kuona mota.'),
  sn('Laptop HP nyowani', 'Core i5. Tinogamuchira cash ne EcoCash.'),
  sn('Fridge iri kutengeswa', 'Inoshanda zvakanaka. Mutengi anozviitira transport.'),
  sn('Mbwanana dzeBoerboel', 'Dzakabaiwa majekiseni. Tinogona kuronga transport nemari yenyu.'),
  sn('Motokari iri kuMsasa', 'Duty yakabhadharwa. Uyai muone mota pa yard.'),
  sn('TV 55 inch nyowani', 'Tinounza kumba. Delivery mahara muHarare.'),
  sn('Solar panel', 'Tinounza nekuisa. Mari yekutakura inoenderana nechinhambwe.'),
  sn('Transport yekutakura zvinhu', 'Rori yekuhaya, 3 tonne. Transport iripo mazuva ose.'),
  sn('Kombi yekuhaya', 'Transport yemichato nemariro. Bhukai nguva ichiripo.'),
  sn('Toyota Wish 2008', 'Tumirai mari pa EcoCash 0771 234 567 pamunotora mota.'),
  sn('Imba yekurenda Kuwadzana', 'Fonai kana kuti WhatsApp pa 0771 234 567.'),
  sn('iPhone 11', 'Bhadharai cash kana EcoCash pamunotora foni.'),
  sn('Simbi dzekuvaka', 'Tinounza. Bhadharai pa yard yedu.'),
  sn('Room kuBudiriro', 'Ndifonerei pa 0712 345 678 kuti muone room.'),
  sn('Mugadziri wemvura', 'Bhadharai kana basa rapera.'),
  sn('Mbezo yemakabati', 'Deposit yezvinhu zvekushandisa, imwe mari kana basa rapera.'),
  sn('Foni iPhone 12', 'iCloud yakabviswa, hapana passcode.'),
  sn(
    'Mutyairi ari kutsvaga basa',
    'Ndine licence ye class 4 code 10, makore mashanu ndichityaira.',
  ),
  sn('Chikoro chekudzidza kutyaira', 'Dzidzai kutyaira, code 8 ne code 10.'),
  sn('Data yakachipa', 'Tengai ma bundle neUSSD code yedu.'),
  sn('Basa rekutyaira', 'Tinoda mutyairi ane code 10 licence.'),
  sn('iPhone 14 yakachipa', 'Box rakavharwa. Ndiwanei ku shop kuJoina City.'),
  sn('Imba iri kutengeswa', 'Agent: fonai 0712 345 678. Kuona ne appointment.'),
  sn('Motokari dzakachipa', 'Fonai 0771 234 567, uyai muone mota.'),
  sn('Mbeu yechibage', 'Mbeu yakasimbiswa. Transport kupurazi nemari yakawedzerwa.'),
  sn('Zvidhinha', 'Tinounza. Mari yekutakura inobhadharwa kana zvasvika.'),
  sn('Jecha rekuvaka', 'Jecha rinounzwa, mutengo unosanganisira transport.'),
  sn('Mbudzi dziri kutengeswa', 'Mutengi anotora kupurazi kuMarondera.'),
  sn('Mudzidzisi weMaths', 'Bhadharai mushure mechidzidzo.'),
  sn('Saloon yebvudzi', 'Bhukai nefoni, bhadharai mushure.'),
  sn('Sofa set', 'Tinounza kumba. Mari yedelivery tinobvumirana mushure mekuona.'),
  sn('Matayi 195/65 R15', 'Matayi matsva. EcoCash ne USD zvinogamuchirwa.'),
  sn('Chigayo', 'Chigayo chedhiziri. Transport iripo kuenda kuguta ripi neripi.'),
  sn(
    'Imba yekurenda Hatfield',
    'Deposit yemwedzi mumwe, inobhadharwa pakusaina lease mushure mekuona.',
  ),
  sn('Room kuGlen View', 'Room ine magetsi. Fonai muuye muone.'),
  sn('Kotiji kuMarlborough', 'Kotiji yakanaka. Hapana mari inobhadharwa musati maona.'),
  sn('Mota Toyota Hilux', 'Mari yose inobhadharwa pakuchinja muridzi kuCVR.'),
  sn('Ma tickets e show', 'Ma ticket anotengeswa pagedhi ne pa shop yedu, cash kana EcoCash.'),
  sn('Laptop Dell', 'Delivery iripo muHarare, bhadharai kana yasvika.'),
  sn('Gas stove', 'Yakanaka. Cash, EcoCash kana swipe.'),
  sn('Chest freezer', 'Ndichakuchengeterai pasina mari kusvika maiona.'),
  sn('Simbi yemagetsi', 'Tinoisa magetsi. Call out fee inobhadharwa kana tasvika.'),
  sn('Ma dress emuchato', 'Kuyedza pashop yedu. Dress code yemuchato yakanaka.'),
  sn('Alarm system', 'Alarm ine PIN keypad ne remote.'),
  sn('Nokia', 'Inoshanda ma network ese, hapana PIN lock.'),
  sn('Website design', 'Ma website ane email ne hosting.'),
  sn('Nzvimbo yemuchato', 'Bhukai zuva renyu nedeposit mushure mekuona nzvimbo.'),
  sn('Ma laptop akawanda', 'Mitengo ye wholesale kuzvikoro.'),
  sn('Courier service', 'Tinotumira ma parcel kumataundi ese. Bhadharai pakutora.'),
  sn('Generator 5kVA', 'Tinounza muHarare mahara.'),
  sn('Cement 50kg', 'Tinounza. EcoCash merchant code pa yard.'),
  sn('Borehole', 'Tinochera nekuisa. 50% deposit yezvinhu, imwe kana basa rapera.'),
  sn('Foni Tecno Spark', 'Foni yakanaka, charger iripo. Bhadharai pamunotora.'),
  sn('Mubhedha we double', 'Mubhedha nematiresi. Mutengi anotakura.'),
  sn('Huku dzemazai', 'Huku 50 dziri kutengeswa. Uyai mudzione.'),

  // ---------------------------------------------------------------------------------------------
  // Ndebele honest look-alikes
  nd('Indlu yokuqatsha eNkulumane', 'Idiphozithi ikhokhwa emva kokubona indlu lokusayina.'),
  nd('Ikamelo eMpopoma', 'Ikamelo ngu $80 ngenyanga. Woza uzobona kuqala.'),
  nd('Ikotishi eHillside', 'Idiphozithi ibhadalwa nxa selibonile ikotishi.'),
  nd('Indlu eLobengula', 'Irenti ibhadalwa ekuqaleni kwenyanga.'),
  nd('Amakamelo eNketa', 'Woza uzobona nxa ufuna. Fonela 0771 234 567.'),
  nd('Iflethi edolobheni', 'Ayikho idiphozithi. Bhadala irenti nxa usungenile.'),
  nd('Izindlu zabafundi eNUST', 'Amakamelo $70 ngenyanga, ubhadala emva kokubona.'),
  nd('Ishopo yokuqatsha eMakokoba', 'Ishopo iseduze lomgwaqo. Woza uzobona.'),
  nd('Ikamelo eCowdray Park', 'Amanzi lombane kukhona. Fonela ukuze ubone.'),
  nd('Indlu ePumula', 'Ungakhokheli muntu ungakayiboni indlu. Ngikutshengisa mina.'),
  nd(
    'Indlu iyathengiswa eSuburbs',
    'Ile title deeds. Idiphozithi 20% nxa sesisayine isivumelwano.',
  ),
  nd('Honda Fit 2012 iyathengiswa', 'Imota ihlanzekile. I EcoCash iyamukelwa.'),
  nd('Toyota Aqua', 'Woza uzobona imota uyishayele kuqala.'),
  nd('Ifoni Samsung entsha', 'Ifoni entsha. Khokha nxa uyithatha.'),
  nd(
    'Isiza eCowdray Park',
    'Iziza ezile title. Idiphozithi 30% enye imali ngezinyanga ezilitshumi lambili.',
  ),
  nd('Ilaptop entsha', 'Core i5. Samukela imali lo EcoCash.'),
  nd('Imota Mazda Demio', 'Amaphepha akhona. Imali ikhokhwa emva kokubona imota.'),
  nd('Ifriji iyathengiswa', 'Isebenza kuhle. Umthengi uzilungisela ukuthutha.'),
  nd('Amazinyane ezinja', 'Agonyiwe. Singalungisa ukuthutha ngemali yakho.'),
  nd('Imota ise yard', 'Ibhadalelwe i duty. Woza uzobona imota.'),
  nd('TV entsha 55 inch', 'Siletha ekhaya mahhala eBulawayo.'),
  nd('I solar panel', 'Siletha sifake. Imali yokuthutha incike ebangeni.'),
  nd('Ukuthutha impahla', 'Ilori yokuqatsha, 3 tonne. I transport ikhona insuku zonke.'),
  nd('Ikhombi yokuqatsha', 'Ukuthutha emitshadweni lemingcwabeni.'),
  nd('Toyota Wish 2008', 'Thumela imali nge EcoCash ku 0771 234 567 nxa uthatha imota.'),
  nd('Indlu yokuqatsha eMagwegwe', 'Fonela kumbe u WhatsApp ku 0771 234 567.'),
  nd('iPhone 11', 'Khokha ngemali kumbe nge EcoCash nxa uthatha ifoni.'),
  nd('Amatshe okwakha', 'Siyaletha. Khokha e yard yethu.'),
  nd('Ikamelo eBudiriro', 'Ngifonele ku 0712 345 678 ukuze ubone ikamelo.'),
  nd('Umlungisi wamanzi', 'Khokha nxa umsebenzi usuphelile.'),
  nd('Umbazi', 'Idiphozithi yezinto zokusebenza, enye imali nxa umsebenzi uphelile.'),
  nd('Ifoni iPhone 12', 'I iCloud isusiwe, ayikho i passcode.'),
  nd('Umshayeli udinga umsebenzi', 'Ngile licence ye class 4 code 10.'),
  nd('Isikolo sokufunda ukushayela', 'Funda ukushayela, code 8 le code 10.'),
  nd('Idatha eshibhile', 'Thenga ama bundle nge USSD code yethu.'),
  nd('Umsebenzi wokushayela', 'Sidinga umshayeli ole code 10 licence.'),
  nd('iPhone 14 eshibhile', 'Ibhokisi livaliwe. Ngithole e shop eBulawayo Centre.'),
  nd('Indlu iyathengiswa', 'Agent: fonela 0712 345 678. Ukubona nge appointment.'),
  nd('Izimota ezishibhile', 'Fonela 0771 234 567, woza uzobona imota.'),
  nd('Inhlanyelo yombila', 'Inhlanyelo eqinisekisiweyo. Ukuthutha epulazini ngemali eyengeziweyo.'),
  nd('Izitina', 'Siyaletha. Imali yokuthutha ikhokhwa nxa sifikile.'),
  nd('Isihlabathi', 'Isihlabathi siyalethwa, intengo ihlanganisa ukuthutha.'),
  nd('Izimbuzi ziyathengiswa', 'Umthengi uzilanda epulazini eMarondera.'),
  nd('Umfundisi we Maths', 'Khokha emva kwesifundo.'),
  nd('Isaluni', 'Bhuka ngefoni, ukhokhe emva.'),
  nd('Isofa', 'Siyaletha ekhaya. Imali yokuletha sivumelana emva kokubona.'),
  nd('Amathayi 195/65 R15', 'Amathayi amatsha. I EcoCash le USD kuyamukelwa.'),
  nd('Umshini wokugaya', 'Umshini we diesel. Ukuthutha kukhona kuloba yiliphi idolobho.'),
  nd(
    'Indlu yokuqatsha eHatfield',
    'Idiphozithi yenyanga eyodwa, ikhokhwa nxa usayina emva kokubona.',
  ),
  nd('Ikamelo eMzilikazi', 'Ikamelo lilogesi. Fonela uze uzobona.'),
  nd('Ikotishi eKumalo', 'Ikotishi lihle. Akula mali ekhokhwayo ungakaboni.'),
  nd('Imota Toyota Hilux', 'Imali yonke ikhokhwa ekuguquleni umnikazi e CVR.'),
  nd('Amathikithi e show', 'Amathikithi athengiswa esangweni lase shop yethu.'),
  nd('Ilaptop Dell', 'Siyaletha eBulawayo, khokha nxa ifikile.'),
  nd('Isitofu segasi', 'Sihle. Imali, EcoCash kumbe swipe.'),
  nd('Ifriza', 'Ngizakugcinela mahhala uze uyibone.'),
  nd('Umbane', 'Sifaka umbane. I call out fee ikhokhwa nxa sifikile.'),
  nd('Izigqoko zomtshado', 'Ukulinga e shop yethu. I dress code yomtshado.'),
  nd('Alarm system', 'I alarm ile PIN keypad le remote.'),
  nd('Nokia', 'Isebenza kuwo wonke ama network, ayikho i PIN lock.'),
  nd('Website design', 'Ama website ale email le hosting.'),
  nd('Indawo yomtshado', 'Bhuka usuku lwakho ngediphozithi emva kokubona indawo.'),
  nd('Courier service', 'Sithumela ama parcel kuwo wonke amadolobho. Khokha nxa uthatha.'),
  nd('Generator 5kVA', 'Siletha eBulawayo mahhala.'),
  nd('Cement 50kg', 'Siyaletha. I EcoCash merchant code e yard.'),
  nd('I borehole', 'Siyagebha sifake. 50% deposit yezinto, enye nxa umsebenzi uphelile.'),
  nd('Ifoni Tecno Spark', 'Ifoni ihle, i charger ikhona. Khokha nxa uyithatha.'),
  nd('Umbheda we double', 'Umbheda lematilesi. Umthengi uyathutha.'),
  nd('Izinkukhu zamaqanda', 'Izinkukhu ezingu 50 ziyathengiswa. Woza uzobona.'),
  nd('Amaphepha e Grade 7', 'Izincwadi zokufunda, zisesimeni esihle.'),
];
