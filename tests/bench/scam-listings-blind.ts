/**
 * A blind labelled set for the scam screening's bench (scam-screening.bench.ts plays it under
 * "blind set", after the set the rules were tuned on): 403 listings, 145 scams and 258 honest
 * listings that look like them.
 *
 * By language: English 135 (49 scams, 86 honest), Shona 134 (48, 86), Ndebele 134 (48, 86); the
 * Shona and Ndebele listings mix in English as sellers do ("pay to secure", "booking fee",
 * "ecocash/inbox", "dm for price"). By kind: pay_before_viewing 25 (a deposit, viewing fee, agent
 * fee or first month's rent before seeing a room, house or stand; keys sent by the "landlord
 * abroad"), reservation_fee 24 (EcoCash to reserve, hold, park or "secure" a car or phone, booking
 * and commitment fees), transport_fee 24 (transport, courier, shipping, runner's fuel, clearance
 * or customs duty paid before goods leave SA, Dubai, the border or another town),
 * other_number 24 (paying a wife's, brother's, cashier's, "accounts" or OneMoney/InnBucks number
 * that is not the seller's), code_request 24 (an SMS or WhatsApp code, OTP or EcoCash PIN to be
 * sent back, a "money sent by mistake" confirmation code, a prize), off_platform 24 (Telegram,
 * e-mail, a Facebook page, "my other line", WhatsApp on a number that is not the seller's).
 *
 * The honest listings are look-alikes: a deposit paid after viewing or on signing, "first month
 * and deposit on signing", layby, 50% deposit on made-to-order work, a booking fee for a hall or
 * tent after viewing, a refundable car-hire deposit, cars "on reservation basis" meaning sold
 * pending collection, transport and tow truck services, "courier to all towns at buyer's cost",
 * a clearing agent, runners paid after the goods are seen, "EcoCash accepted", an EcoCash merchant
 * code, mobile money agents, Mukuru collections, code 10 drivers and driving schools, phone repairs
 * asking for the PIN at the shop, immobiliser coding, promo codes, ZESA tokens, a TV box with
 * Telegram installed, and "call or WhatsApp" the seller's own numbers (SELLER_PHONE and
 * SELLER_CONTACT written as 0771234567, 077 123 4567, +263 77 123 4567, 0712-345-678 …); prices
 * in USD, ZiG, rand and bond. Scams' numbers are other numbers written with spaces, dashes and
 * +263.
 *
 * How it was written: blind. Its writer read only the product spec, the README's parts on
 * moderation and scams, scam-screening.bench.ts, the types at the top of scam-listings.ts
 * (LabelledListing, Lang, SELLER_PHONE, SELLER_CONTACT) and the names in SCAM_KINDS; never the
 * patterns, word lists or rules (scams.ts, scam-patterns.ts), the other set's listings or any
 * test of them. The set was committed before it was played, and no listing or label was changed
 * after.
 *
 * First measure, before any rule saw it (played once, after the commit that added it): holds
 * precision 93.1% (67 of the 72 held are scams), recall 46.2%; cases precision 48.8% (21 of 43),
 * recall 14.5%; scams caught (held or case) 60.7% (88/145); honest held 1.9% (5/258), honest with
 * a case 8.5% (22/258). Goals not met (holds precision ≥ 97%, caught ≥ 90%). By language: English
 * holds precision 85.7%, recall 49.0%, caught 65.3%, honest held 4.7% (4/86); Shona 95.2%, 41.7%,
 * 54.2%, 1.2% (1/86); Ndebele 100%, 47.9%, 62.5%, 0%. By kind, held / caught: pay_before_viewing
 * 28.0% / 36.0%, reservation_fee 54.2% / 58.3%, transport_fee 25.0% / 33.3%, other_number 91.7% /
 * 100%, code_request 79.2% / 79.2%, off_platform 0% / 58.3%. The 57 scams missed matched nothing:
 * e-mail addresses and Facebook pages, a deposit or fee before viewing said other ways ("to view u
 * must first pay", "before coming to view", site visits booked after a deposit, "send first month
 * rent … hand over the keys"), holding a car or phone without the word "reserve" ("put your name
 * on it", "parked for u", "ndikuchengeterei", "ngikugcinele"), transport, clearance, customs,
 * shipping and runners' fuel paid "first" / "kutanga" / "kuqala", and most Shona and Ndebele
 * phrasings of these. The 5 honest held: "come see the parents … before you pay anything", "no
 * need to pay anything before viewing", "you see the goods first, then pay", "pay at the first
 * lesson to secure your place", and Shona "hapana mari yekuona" (no viewing fee). The 22 honest
 * with a case: a deposit paid on moving in, on pick-up or on layby, "courier … at buyers cost",
 * "inbox me", and phones and TV boxes with Telegram installed.
 *
 * After the fixes (the rules were then changed on these misses and false holds, so the set has
 * been seen by them and no longer measures words nobody tuned for; a new blind set would): the
 * rules read which comes first, the money or the viewing, keys or goods, and what a negation
 * takes back, rather than more words. Holds precision 100% (112 of 112), recall 77.2%; cases
 * precision 97.1% (33 of 34), recall 22.8%; caught 100% (145/145); honest held 0/258, honest with
 * a case 1/258 (the holiday lessons' title "pay to secure a place", a weak case now, no longer
 * held). Held / caught by kind: pay_before_viewing 100% / 100%, reservation_fee 91.7% / 100%,
 * transport_fee 70.8% / 100%, other_number 100% / 100%, code_request 100% / 100%, off_platform
 * (weak by design) 0% / 100%. No listing or label of the set was changed.
 */
import type { LabelledListing } from './scam-listings';

type Scam = LabelledListing['scam'];
const en = (scam: Scam, title: string, description: string): LabelledListing => ({
  lang: 'en',
  scam,
  title,
  description,
});
const sn = (scam: Scam, title: string, description: string): LabelledListing => ({
  lang: 'sn',
  scam,
  title,
  description,
});
const nd = (scam: Scam, title: string, description: string): LabelledListing => ({
  lang: 'nd',
  scam,
  title,
  description,
});

export const SCAM_LISTINGS_BLIND: LabelledListing[] = [
  // ---------------------------------------------------------------- English: scams
  en(
    'pay_before_viewing',
    '2 rooms to let Avondale',
    '2 rooms available in Avondale $250 each, water n zesa included. Landlord is in UK so u pay $100 deposit first then we send the address and keys. Serious ppl only',
  ),
  en(
    'pay_before_viewing',
    'GARDEN FLAT MT PLEASANT 🏡',
    'Neat 1 bed garden flat, solar backup, borehole. Viewing fee $10 ecocash b4 we book your slot. Alot of people want it!!',
  ),
  en(
    'pay_before_viewing',
    'Room for rent Budiriro 5',
    'Single room $60 per month. To view u must first pay $20 holding deposit so that i dont waste time with jokers. Refundable',
  ),
  en(
    'pay_before_viewing',
    'Cottage to rent Borrowdale Brooke',
    'Fully furnished cottage $600/mth. Owner is currently out of the country, send first month rent via Mukuru and the caretaker will hand over the keys. No viewings for now sorry',
  ),
  en(
    'pay_before_viewing',
    'Boarding house for students near UZ',
    'Girls only boarding, shared rooms $90. Secure your bed with $30 before coming to view, places filling up fast for January intake 🙏',
  ),
  en(
    'pay_before_viewing',
    '3 BEDROOMED HOUSE TO RENT NKULUMANE',
    'SPACIOUS 3 BED HSE WITH DURAWALL & GATE. PAY $5 VIEWING FEE VIA ECOCASH THEN INBOX FOR LOCATION.',
  ),
  en(
    'pay_before_viewing',
    'Residential stand Ruwa 300sqm',
    'Serviced stand with title. Site visits are booked after you pay a $50 commitment deposit, we only take serious buyers to site.',
  ),
  en(
    'reservation_fee',
    'Honda Fit RS 2014 cheap',
    'Just landed, 1.5 engine, mileage 78 000km. $4800 neg. Many buyers so pay $150 ecocash to reserve it for you until the weekend.',
  ),
  en(
    'reservation_fee',
    'Toyota Aqua 2015 for sale',
    'Very clean, hybrid working perfectly. Booking fee of $100 secures the car, balance on collection. First to pay gets it 🚗',
  ),
  en(
    'reservation_fee',
    'iPhone 13 Pro Max 256GB',
    'Like new, battery health 91%. Pay $30 to hold it for you, i have 4 people asking already',
  ),
  en(
    'reservation_fee',
    'NISSAN NP200 FOR SALE!!!',
    '2012 model, papers in order. To secure this deal send a reservation fee of $200 (refundable if u dont buy).',
  ),
  en(
    'reservation_fee',
    'Mazda Demio 2009',
    'Ecocash $50 to put your name on it. Car is in Bulawayo, I will keep it for u 7 days then you come collect.',
  ),
  en(
    'reservation_fee',
    'Samsung Galaxy S22 Ultra sealed',
    'Brand new sealed box. Pay to secure, $20 deposit holds it till Friday. Ecocash/inbox',
  ),
  en(
    'reservation_fee',
    'Toyota Wish 7 seater',
    'Slight fault on aircon, otherwise mint. $3200. Send $100 commitment fee so I know ur serious and the car is yours',
  ),
  en(
    'transport_fee',
    'Solar kit 5kva complete',
    'Inverter, 4 batteries, 8 panels. Goods are in Beitbridge, you pay clearance $120 first then they are delivered to your door in Harare.',
  ),
  en(
    'transport_fee',
    'Defy fridge double door',
    'Brand new from SA. Transport fee $40 must be paid before the truck leaves Joburg, balance when it arrives.',
  ),
  en(
    'transport_fee',
    'Laptops HP Elitebook bulk',
    'Ex-UK laptops $180 each. Courier charges $25 paid upfront then we dispatch same day to any town',
  ),
  en(
    'transport_fee',
    'Boerboel puppies for sale',
    'Pure breed pups 8 weeks. Pay transport $60 and the pups are sent from Gweru by bus, u pay the rest on arrival.',
  ),
  en(
    'transport_fee',
    'Car tyres 195/65R15 new',
    'Set of 4 for $220. Stock is at the border, pay customs duty $80 to release it and we bring it same week',
  ),
  en(
    'transport_fee',
    'Blankets & duvets wholesale',
    'Buy in bulk from our Musina warehouse. Runner fee and delivery fee paid first via EcoCash, goods arrive in 2 days',
  ),
  en(
    'other_number',
    'Sofa set 7 seater L-shape',
    'L-shape sofa $350. Pay to my wife ecocash 0783 556 201 name Tendai M, then collect in Waterfalls.',
  ),
  en(
    'other_number',
    'Maize 50kg bags',
    '$14 per bag, min 10 bags. Send payment to our accounts line 0719-442-018 (not this number).',
  ),
  en(
    'other_number',
    'Itel A70 new in box',
    '$65 only. Ecocash to 078 445 7710 then I send it via Zimpost same day',
  ),
  en(
    'other_number',
    'Solar geyser 200L',
    'Installation included. All payments go to our finance number +263 78 331 9054 InnBucks or EcoCash.',
  ),
  en(
    'other_number',
    'Chest freezer 300L',
    'Good condition, freezes well. Payment on 0774 90 12 33 (my brothers line) before collection.',
  ),
  en(
    'other_number',
    'School uniforms all sizes',
    'Order now!! Send money on 0786-220-114 and text the proof of payment to this number.',
  ),
  en(
    'code_request',
    'Samsung A14 for sale',
    'Brand new. I will send u a verification code on sms, send it back to me so I confirm your a real buyer.',
  ),
  en(
    'code_request',
    'Wardrobe 3 door',
    'Solid wood, $150. To confirm your order you will get a 6 digit code from WhatsApp, forward it to me.',
  ),
  en(
    'code_request',
    'Toyota Vitz 2010',
    'Buyer verification required before viewing. Send me the OTP you just received on your phone.',
  ),
  en(
    'code_request',
    'Gas stove 4 plate',
    'I will register you for delivery, just tell me the code that comes to your phone.',
  ),
  en(
    'code_request',
    'Land for sale Domboshava 1 acre',
    'Title deeds available. We have sent you a code, share it with me to complete your booking.',
  ),
  en(
    'code_request',
    'WIN A HISENSE 55" SMART TV 📺',
    'Congratulations you have been selected! Send the pin you received from ecocash to claim your TV.',
  ),
  en(
    'off_platform',
    'PS5 with 2 pads',
    'Price $450. For more info dont msg here, telegram me @ps5dealsharare',
  ),
  en(
    'off_platform',
    'Brand new iPhones 15 wholesale',
    'Best prices in town. Email sales.gadgetszim@gmail.com for the pricelist.',
  ),
  en(
    'off_platform',
    'Honda Fit Hybrid 2016',
    'Clean, no accidents. Inbox me on whatsapp 0784 612 093, this app I dont check.',
  ),
  en(
    'off_platform',
    '40ft container for sale',
    'Call my other line 0775-300-812 for details, this phone is off most of the time.',
  ),
  en(
    'off_platform',
    'Weave & wig bundles',
    'Brazilian, peruvian, closures. Join our telegram channel for prices t.me/wigszw',
  ),
  en(
    'off_platform',
    'Generator 10kva diesel',
    'Reply via email only: tkmachinery@yahoo.com serious buyers only.',
  ),

  en(
    'pay_before_viewing',
    'Rooms in Hatfield from $80',
    'Nice rooms with wifi in Hatfield. Agent fee $20 payable upfront via ecocash, then I show u the rooms 🙏',
  ),
  en(
    'pay_before_viewing',
    'HOUSE TO LET WESTGATE',
    'Send $40 for the keys n directions, I am at work most days so no viewings, u go check it yourself.',
  ),
  en(
    'reservation_fee',
    'Vitz 2012 going for $3900!!',
    'Price is final. Pay a small $50 to have it parked for u, remaining when u come. Dm',
  ),
  en(
    'transport_fee',
    'Phones from Dubai 📦',
    'iPhones and Samsungs at Dubai prices. Shipping fee $45 payable before dispatch, pay the balance when you receive.',
  ),
  en(
    'transport_fee',
    'Fridges from Musina',
    'Kindly pay the runner $30 for fuel so he brings your fridge from Musina tomorrow.',
  ),
  en(
    'other_number',
    'Beds and mattresses factory price',
    'Pay via ecocash to Chipo 0777 610 455 she is my cashier, then come collect in Southerton.',
  ),
  en(
    'other_number',
    'Blender & kitchen set',
    '$35 all. Send the money to 0715 228 930 (OneMoney) and we deliver.',
  ),
  en(
    'code_request',
    'Ecocash sent by mistake - laptop buyer',
    'I sent your money by mistake while paying for the laptop, pls send me the confirmation code you received so I reverse.',
  ),
  en(
    'code_request',
    'Free data bundles with every phone',
    'Confirm ur whatsapp by sending me the 6 digits that will come, then u get the discount and free bundles.',
  ),
  en(
    'off_platform',
    'Toyota Fortuner 2015',
    'Dont call this line, app me on 0773 450 198 for more pics.',
  ),
  en(
    'off_platform',
    'Gaming laptops',
    'Inbox our Facebook page Harare Gaming Deals for quicker reply, we dont reply here.',
  ),
  // ---------------------------------------------------------------- English: honest
  en(
    null,
    'Room to rent Glen View 3',
    'Big room $70/month. Viewing any day after 4pm. Deposit paid only after viewing and agreeing. Call 0771 234 567',
  ),
  en(
    null,
    '2 bed flat Avenues',
    'Secure flat near Parirenyatwa, $450. First month and deposit on signing the lease. Viewings Sat mornings.',
  ),
  en(
    null,
    'Cottage to let Marlborough',
    '$350 incl water. Deposit is one month, paid when you move in. Call or WhatsApp me on 0771234567',
  ),
  en(
    null,
    'Honda Fit GP5 on reservation basis',
    'SOLD pending collection. Thanks to all who inquired, more cars coming next week.',
  ),
  en(
    null,
    'Toyota Aqua 2016',
    'Very clean, 65k km. $7200 neg. EcoCash accepted, swipe or USD cash. Viewing in Belvedere.',
  ),
  en(
    null,
    'TRANSPORT AVAILABLE Harare - Bulawayo',
    '5 tonne truck for hire. We move furniture and goods, price depends on distance. Call or WhatsApp 0771234567',
  ),
  en(
    null,
    'Ladies handbags',
    'Quality handbags $25 each. Courier to all towns at buyers cost, pay when you collect at the depot.',
  ),
  en(
    null,
    'Driver looking for work',
    'Class 2 (code 10) licence, 8 yrs experience, defensive certificate. Contact me on 0712 345 678',
  ),
  en(
    null,
    'Phone repairs Harare CBD 📱',
    'Screens, charging ports, software. Bring the phone with its PIN or pattern so we test it after the repair, done in front of you.',
  ),
  en(
    null,
    'Tow truck 24/7',
    'Towing in Harare and surrounds, breakdowns, accidents. Call 077 123 4567 any time.',
  ),
  en(
    null,
    'EcoCash agent - cash in / cash out',
    'Agent line at our shop in Mbare Musika, cash out up to $500. We also sell airtime and ZESA.',
  ),
  en(
    null,
    'House for sale Kuwadzana 5',
    '4 rooms on 200sqm, title deeds. $28 000 neg. Viewing by appointment, call +263 77 123 4567',
  ),
  en(
    null,
    'Wedding tent hire',
    'Tents, chairs, decor. A 30% deposit books your date once we have visited the venue together.',
  ),
  en(
    null,
    'Kitchen unit made to order',
    'We make kitchen units to your size. 50% deposit to start, balance on delivery and fitting.',
  ),
  en(
    null,
    'Day old chicks',
    'Broiler chicks $0.80 each. Order by Monday, pay when you collect on Thursday in Chitungwiza.',
  ),
  en(
    null,
    'Layby available - lounge suites',
    'Pay a deposit and the rest within 3 months, the suite stays in our showroom till fully paid. Come see it first.',
  ),
  en(
    null,
    'Car hire Harare',
    'Honda Fit $35/day. Refundable deposit $100 paid when you pick up the car, returned on return.',
  ),
  en(
    null,
    'Nissan X-Trail 2008',
    'Papers in order, new tyres. No deposits needed, just come view and test drive. Cash or ecocash.',
  ),
  en(null, 'Mercedes C200 swap', 'Swap for a Hilux or sell $6500. Viewing in Bluff Hill. Inbox me'),
  en(
    null,
    'Driving school - code 10 lessons',
    'Learn with us in Kambuzuma, 30 lessons $150. Retests and code 10 road tests booked for you.',
  ),
  en(
    null,
    'Kombi for hire',
    'Quantum 15 seater for weddings, funerals, trips. Call or app 0712-345-678',
  ),
  en(
    null,
    'Toyota spares',
    'Engines, gearboxes, body parts for Vitz, Fit, Wish. We deliver in Harare, you pay on delivery.',
  ),
  en(
    null,
    'Removals & moving',
    'House and office moves with packing. Free quote, you pay when the job is done.',
  ),
  en(
    null,
    'Cakes for all occasions 🎂',
    'Birthday and wedding cakes from $20. Free delivery within CBD. dm for price',
  ),
  en(
    null,
    'Borehole drilling',
    'Siting, drilling and casing. $1 500 for 40m. Our team visits the site first and then we agree the price.',
  ),
  en(
    null,
    'Bond paper A4 box',
    'A4 reams $4.50 each or $20 per box. Bond notes and ZiG accepted at the bank rate.',
  ),
  en(
    null,
    'Gas 9kg refill',
    'LP gas refills R250 or $15 or ZiG equivalent. Delivery in Avondale $2, paid when we deliver.',
  ),
  en(
    null,
    'ZESA tokens 24hrs',
    'Buy ZESA here, send your meter number and the amount, we send the token after payment.',
  ),
  en(
    null,
    'Phone unlocking',
    'We unlock all networks. Bring your phone and ID to our shop in Eastlea, we never ask for codes by phone.',
  ),
  en(
    null,
    'Airtime vouchers wholesale',
    'Econet and NetOne recharge cards at a discount for resellers. Collect from our shop in Gweru.',
  ),
  en(
    null,
    'Safe with digital code lock',
    'Fireproof safe 40kg, you set your own 4 digit code. $120.',
  ),
  en(
    null,
    'Samsung A54 dual sim',
    'Both sim slots work, 128GB, no cracks. $220. WhatsApp only 077 123 4567',
  ),
  en(null, 'HP printer scanner', 'Prints, scans to email and USB, wifi. $90 with a new cartridge.'),
  en(
    null,
    'Tecno Camon 20',
    'Comes with WhatsApp, Telegram and Facebook installed, 256GB. $150 firm.',
  ),
  en(
    null,
    'Wardrobe 4 door white',
    '$180, buyer collects in Hatfield. Call or WhatsApp me on 0771-234-567',
  ),
  en(null, 'Broilers ready 🐔', 'Live broilers $6 each, dressed $7. Inbox me or call 0712345678'),
  en(
    null,
    'Solar panels 550w',
    'Mono panels $95 each, in stock in our Msasa shop. Courier to all towns at buyers cost.',
  ),
  en(
    null,
    'Cement 50kg PPC',
    '$11 a bag, delivery available in Harare South, transport charged per trip and paid on delivery.',
  ),
  en(null, 'River sand & pit sand', '7 tonne load $120 delivered. Call 0771 234 567'),
  en(
    null,
    'Hair braiding at home',
    'Knotless, cornrows, twists. I come to you in Bulawayo, transport money included in the price.',
  ),
  en(
    null,
    'Maths & Science tuition O level',
    'Experienced teacher, $5 per hour. Lessons in Marlborough or online. Call or app me.',
  ),
  en(
    null,
    'Dell Latitude i5 8th gen',
    '8GB RAM, 256 SSD, battery holds 4hrs. $230 or R4200. Viewing in town.',
  ),
  en(null, 'TV 43 inch LG smart', 'Netflix, YouTube, works perfectly. $210 neg, cash or EcoCash.'),
  en(
    null,
    'Toyota Hilux GD6 2017',
    'Double cab, 4x4, service history. Reserved for a client, collection Friday. Other Hilux in stock, inbox.',
  ),
  en(
    null,
    'Boerboel puppies',
    'Vaccinated, dewormed, 8 weeks. $150. Come see the parents in Norton before you pay anything.',
  ),
  en(
    null,
    'Goats for sale',
    'Boer cross goats $70 each in Marondera. We can arrange transport to Harare, you pay the driver on arrival.',
  ),
  en(
    null,
    'DStv installation',
    'Dish, decoder and installation $80. We only need your address and smartcard number for activation.',
  ),
  en(
    null,
    'Baby clothes bundle',
    '0-6 months, 30 pieces $25. Pick up in Greendale or courier at your cost.',
  ),
  en(
    null,
    'Student rooms near NUST',
    'Rooms $80, wifi and solar. Come view, pay the deposit when you sign. Call 0712 345 678',
  ),
  en(
    null,
    'Room available Mabelreign',
    'Room in a quiet family home, $120 incl zesa. Viewing free, no agent fees, no upfront payments.',
  ),
  en(
    null,
    'Flat in town Bulawayo',
    '1 bed flat on Fort Street, $220. A deposit of one month is required, payable after viewing.',
  ),
  en(
    null,
    'Stands in Ruwa - payment plan',
    'See the stands with us on Saturday site visits (free). 30% deposit and the rest over 12 months.',
  ),
  en(
    null,
    'Lodge rooms Vic Falls',
    'Double rooms $40 per night incl breakfast. Book by call, pay on arrival.',
  ),
  en(
    null,
    'Mobile money agent Gweru',
    'OneMoney and EcoCash cash out, InnBucks, Mukuru collections. Open 7am-7pm at Kudzanai rank.',
  ),
  en(
    null,
    'EcoCash merchant - groceries delivery',
    'Groceries to your door in Chitungwiza. Pay with the EcoCash merchant code at the door when the goods arrive.',
  ),
  en(
    null,
    'Promo: 10% off all shoes',
    'This week only at our Avondale shop, use the promo code SHOES10 at the till.',
  ),
  en(null, 'Hyundai H100 truck', '2.5 diesel, 1 tonne, runs well. $5800. Call 263 771 234 567'),
  en(
    null,
    'Welding & gates',
    'Gates, burglar bars, carports made to order. Deposit for materials, balance when installed.',
  ),
  en(
    null,
    'Toyota Corolla 2007 for sale',
    'Engine 1NZ, reg AEW 3412, 180 000km. $3000. Call or WhatsApp me on +263 71 234 5678',
  ),
  en(
    null,
    'Fridge Capri 2 door',
    'Works well, $160. Can deliver in Harare for $10, paid on delivery.',
  ),
  en(
    null,
    'Samsung S21 screen replacement',
    'Original screens fitted while you wait. We need the phone unlocked to test, you enter the PIN yourself.',
  ),
  en(
    null,
    'Mazda BT50 on reservation basis',
    'Sold subject to payment, buyer collects Monday. If the deal falls through I will repost.',
  ),
  en(
    null,
    'Bed base & mattress queen',
    'Used for 6 months, $140. Transport can be arranged, you pay the truck yourself on the day.',
  ),
  en(
    null,
    'Chest freezer 200L',
    'Good condition. $190 or R3500. Payment by EcoCash to this number or cash on collection.',
  ),
  en(
    null,
    'Accountant CV - code 10 licence',
    'BCom Accounting graduate with a code 10 driving licence seeks a job in Harare.',
  ),
  en(null, 'School shoes', 'Bata school shoes sizes 1-9, $18. Inbox me for your size.'),
  en(
    null,
    'Bulk eggs',
    'Tray of 30 eggs $4.50, ZiG accepted. Email orders for hotels and schools welcome: we reply with an invoice.',
  ),
  en(
    null,
    'Wifi router MiFi',
    'Econet MiFi with 20GB. We change the admin password with you at the shop. $45.',
  ),
  en(
    null,
    'Honda Fit 2012 cash',
    'Clean, $4300, no agents. Viewing in Kuwadzana 5, call 0771234567',
  ),

  en(
    null,
    'Hall for hire - weddings & parties',
    'Hall in Belvedere for 200 guests. Booking fee $50 secures your date after viewing the hall with us.',
  ),
  en(
    null,
    'Real estate agent - rentals in the Avenues',
    'Viewings are free. Agent fee of 10% of the first month is paid on signing, together with the deposit.',
  ),
  en(
    null,
    'Holiday lessons - pay to secure a place',
    'Grade 7 holiday lessons in Greendale, $30 for 2 weeks. Classes are small, pay at the first lesson to secure your place.',
  ),
  en(
    null,
    'ANDROID TV BOX 4K',
    'Comes with YouTube, Netflix, Telegram and all apps installed. $45, call or whatsapp +263 771 234 567',
  ),
  en(
    null,
    'Wedding dresses made to order 👰',
    'Fitting at our studio in Eastlea, 50% advance once you approve the design, balance at the final fitting.',
  ),
  en(
    null,
    'Gift vouchers - spa',
    'Buy a spa voucher for a loved one at our Borrowdale spa, the voucher code is printed on the card you take home.',
  ),
  en(
    null,
    'Toyota Vitz 2011 - serious buyers',
    'Clean car, no faults. No need to pay anything before viewing, see it in Kuwadzana and pay when happy. 0771 234 567',
  ),
  en(
    null,
    'Clearing agent Beitbridge',
    'We clear your goods at Beitbridge and Plumtree. Fees quoted per consignment, you pay at our office when the papers are ready.',
  ),
  en(
    null,
    'Parcels Harare - Bulawayo daily',
    'Courier service, small parcels from $5. Pay at our office in Copa when you send, receiver collects in Bulawayo.',
  ),
  en(
    null,
    'Runner services Musina/Joburg',
    'We buy for you in SA and bring it to Harare. You see the goods first, then pay the price plus 10% for our transport.',
  ),
  en(
    null,
    'Spare keys & immobiliser coding',
    'Car keys cut and coded to your immobiliser while you wait, Toyota, Honda, Nissan. Bring the car and its papers.',
  ),
  en(
    null,
    'Fuel coupons for sale',
    'Zuva and Total coupons 20L, $30 each. Collect from our office in Msasa, cash or ecocash.',
  ),
  en(
    null,
    'Christmas hampers 🎄 pay in instalments',
    'Join our hamper club, pay monthly at our shop in Glen View and collect your hamper in December.',
  ),
  en(
    null,
    'HOUSE FOR RENT - ZIMRE PARK',
    '3 BEDROOMS, BIG YARD, $400. VIEWING SATURDAY 10AM. DEPOSIT + 1ST MONTH WHEN WE SIGN. CALL 0771 234 567 NO AGENTS',
  ),
  en(
    null,
    'Nissan Caravan quantum for sale',
    'Runs well, route permit. $6000. Bring your mechanic, pay when you are happy. Call/app 0712 345 678',
  ),
  en(
    null,
    'Mobile phones wholesale Harare',
    'Itel, Tecno, Infinix boxed. Shop 23 Ximex mall, walk in and buy. Cash USD, rand, ecocash.',
  ),
  en(
    null,
    'Mukuru & World Remit collections',
    'Collect your money at our agent in Chinhoyi with your ID and the reference number the sender gives you.',
  ),
  // ---------------------------------------------------------------- Shona: scams
  sn(
    'pay_before_viewing',
    'Imba yekurenta Kuwadzana 4',
    'Imba ine 2 rooms $120 pamwedzi. Tumirai deposit $50 pa ecocash musati maona, then ndokupai address. Landlord ari kuUK',
  ),
  sn(
    'pay_before_viewing',
    'Room riri kurenteswa Chitungwiza Unit L',
    'Room $50/month. Viewing fee $5 ndiyo inotanga kubhadharwa kuti tikuendesei kunoona',
  ),
  sn(
    'pay_before_viewing',
    'Kamuri kari kurenteswa Epworth',
    'Kamuri kakanaka kane magetsi. Bhadharai $20 yekuchengetera room musati mauya kuzoona, vanhu vakawanda',
  ),
  sn(
    'pay_before_viewing',
    'Cottage yekurenta Greendale',
    'Cottage ine 1 bedroom, borehole, solar. Muridzi ari kunze kwenyika, tumai mari yemwedzi wekutanga tozokupai makiyi',
  ),
  sn(
    'pay_before_viewing',
    'Stand inotengeswa Norton 🏠',
    '300sqm ine mapapers. Kuti uende kunoona stand unotanga wabhadhara $30 yesite visit',
  ),
  sn(
    'pay_before_viewing',
    'Boarding house pedyo neMSU',
    'Vasikana chete, $80 pamwedzi. Sunga nzvimbo yako ne $25 nhasi usati wauya kuzoona, dzirikupera',
  ),
  sn(
    'reservation_fee',
    'Honda Fit inotengeswa',
    '2012 model, 1.3, mileage 90000. $4000. Kuti ndikuchengeterei motokari tumirai $100 pa ecocash, vanhu vakawanda vari kuida',
  ),
  sn(
    'reservation_fee',
    'Toyota Ist RAISE',
    'Motokari yakachena zvekuti. Booking fee $80 ndiyo inoita kuti isatengeswe kune mumwe',
  ),
  sn(
    'reservation_fee',
    'iPhone 12 rakachena',
    '128GB, rinoshanda zvakanaka. Tumai $20 kuti ndirikuchengeterei kusvika Mugovera',
  ),
  sn(
    'reservation_fee',
    'Mazda Axela 2011',
    'Bhadhara reservation $150 uchengeterwe, yasara unobhadhara paunotora mota',
  ),
  sn(
    'reservation_fee',
    'HONDA CRV YAKACHIPA',
    'Anotanga kutumira $200 yekusecurer ndiye anotora mota. Kwete kungobvunza',
  ),
  sn(
    'reservation_fee',
    'Laptop Dell i7 yakachipa',
    'Tumira $15 kuti ndisaitengesera mumwe, inouya yakakwana ne charger',
  ),
  sn(
    'transport_fee',
    'Furiji idzva kubva kuSA',
    'Furiji 2 door $250. Bhadharai mari yetransport $35 kutanga, rori rinobva kuJoni',
  ),
  sn(
    'transport_fee',
    'Solar panels 450w',
    'Zviri kuBeitbridge, bhadharai clearance fee $100 kuti zvibudiswe zvouya kuHarare',
  ),
  sn(
    'transport_fee',
    'Mbudzi dzinotengeswa',
    'Mbudzi dzakakora $60 imwe. Dziri kuGokwe, tumirai mari yerori $40 kutanga dzozotumirwa',
  ),
  sn(
    'transport_fee',
    'Bales dzembatya',
    'Bales dzinobva kuMozambique. Tumirai mari yecourier kutanga, zvinhu zvinosvika mumazuva matatu',
  ),
  sn(
    'transport_fee',
    'Matayaya emota',
    'Tyres 4 $200. Ari paborder, customs $70 ndiyo inofanira kubhadharwa kutanga',
  ),
  sn(
    'transport_fee',
    'Bhedha rine mattress',
    'Double bed $180. Runner achaunza kumba kwako asi bhadhara transport fee $20 first',
  ),
  sn(
    'other_number',
    'Sofa yekutengesa',
    'Sofa 5 seater $280. Bhadharai ku ecocash yemukadzi wangu 0783 221 450 (Rudo)',
  ),
  sn(
    'other_number',
    'Chibage chinotengeswa',
    'Bhagi $12. Mari tumirai pa 0719 555 340 ndiyo ecocash yebhizinesi',
  ),
  sn(
    'other_number',
    'Tecno Spark 10 foni',
    'Mari ndeye $90, tumira ku 078-612-4490 wozondiudza kuti watumira',
  ),
  sn(
    'other_number',
    'Tank remvura 5000L',
    'Tank idzva. Bhadharai kuna mukoma wangu pa +263 77 889 0012 ndiye ane tank',
  ),
  sn(
    'other_number',
    'Mombe dzinotengeswa',
    'Mombe 3 dzakakora. Mari inotumirwa pa InnBucks 0774 300 998 nekuti iyi nhamba haina ecocash',
  ),
  sn(
    'other_number',
    'Uniform dzechikoro',
    'Ma size ese aripo. Tumai mari pa 0786 440 221 mozotumira proof pano',
  ),
  sn(
    'code_request',
    'Samsung A24 itsva',
    'Ndichakutumirai kodhi pa sms, nditumirei kodhi iyoyo kuti ndione kuti muri buyer chaiye',
  ),
  sn(
    'code_request',
    'Wardrobe yekutengesa',
    'Kuti order yenyu ipinde muchawana code pa WhatsApp, nditumirei',
  ),
  sn(
    'code_request',
    'Toyota Vitz 2011',
    'Verification: ndipe OTP yauchawana pafoni yako tisati taona mota',
  ),
  sn(
    'code_request',
    'Gas stove 4 plate',
    'Ndichakunyoresai kuti muunzirwe, ndiudzei kodhi inouya pafoni',
  ),
  sn(
    'code_request',
    'Hwina TV 📺',
    'Makorokoto! Tumira PIN yawagamuchira kubva kuecocash kuti uwane TV yako',
  ),
  sn(
    'code_request',
    'Plot yekutengesa Domboshava',
    'Takutumira code, ndiudze kodhi iyoyo kuti booking yako ipere',
  ),
  sn(
    'off_platform',
    'PS4 slim ine 2 pads',
    '$250. Musanditumire pano, ndiwanei patelegram @ps4harare',
  ),
  sn(
    'off_platform',
    'Mafoni eWholesale',
    'Tumai email ku gadgets.zimsales@gmail.com kuti muwane price list',
  ),
  sn(
    'off_platform',
    'Nissan Note 2012',
    'Ndiwanei pa WhatsApp 0784 770 331, iyi nhamba handiishandise',
  ),
  sn('off_platform', 'Generator 5kva', 'Fonerai imwe nhamba yangu 0775 120 984 pano handiwanikwe'),
  sn('off_platform', 'Wigs & bundles', 'Joinai telegram group redu t.me/hairzw kuti muone mitengo'),
  sn('off_platform', 'Container 20ft', 'Tiwanei pa email chete: contzw@yahoo.com'),

  sn(
    'pay_before_viewing',
    'Maroom kuMufakose',
    'Mari ye agent $20 inobhadharwa kutanga ndozokuratidzai maroom. Ecocash/inbox',
  ),
  sn(
    'pay_before_viewing',
    'Room kuKambuzuma $70',
    'Ndiri kubasa, tumira $70 ndokupa kiyi unoenda kunoona wega',
  ),
  sn(
    'reservation_fee',
    'Mota yakachipa zvekuti 🔥',
    'Toyota Belta 2010. Ichatengwa nekukurumidza, tumira $50 ndikuparkire',
  ),
  sn(
    'reservation_fee',
    'Honda Insight',
    'Pay to secure 👉 $30 ecocash, mota haichaiswa pamusika kusvika wauya',
  ),
  sn(
    'transport_fee',
    'Mafoni kubva kuDubai',
    'Mari yeshipping $45 itumirwe foni isati yatumirwa, yasara wobhadhara yasvika',
  ),
  sn(
    'transport_fee',
    'Furiji dzekuMusina',
    'Runner anoda $30 yemafuta kuti aunze furiji kubva kuMusina, tumirai nhasi',
  ),
  sn(
    'other_number',
    'Mibhedha yakachipa',
    'Bhadharai kuna Chipo 0777 610 455 ndiye cashier wangu, wozotora kuSoutherton',
  ),
  sn(
    'other_number',
    'Blender ne kitchen set',
    '$35 zvese. Mari tumirai pa OneMoney 0715 228 930 tozounza',
  ),
  sn(
    'code_request',
    'Ecocash yakatumirwa nekukanganisa',
    'Ndatumira mari kwauri nekukanganisa ndichibhadhara laptop, nditumirei confirmation code yauchawana ndidzosere',
  ),
  sn(
    'code_request',
    'Data mahara nefoni yega yega',
    'Confirm WhatsApp yako nekunditumira manhamba 6 achauya, ndokupa discount',
  ),
  sn('off_platform', 'Toyota Fortuner 2014', 'Usafone iyi line, app me pa 0773 450 198 for pics'),
  sn(
    'off_platform',
    'Ma laptop egaming',
    'Inbox Facebook page yedu Harare Gaming Deals kuti tikurumidze kupindura, pano hatipinduri',
  ),
  // ---------------------------------------------------------------- Shona: honest
  sn(
    null,
    'Room riri kurenteswa Glen Norah',
    'Room hombe $60 pamwedzi, mvura nemagetsi zviripo. Deposit inobhadharwa mushure mekuona room. Ndifonerei pa 0771 234 567',
  ),
  sn(
    null,
    'Imba yekurenta Budiriro',
    'Imba ine 3 rooms $150. Mwedzi wekutanga ne deposit zvinobhadharwa pakusaina lease. Kuona iMugovera',
  ),
  sn(
    null,
    'Cottage yekurenta Waterfalls',
    '$300 pamwedzi. Deposit yemwedzi mumwe inobhadharwa paunopinda mumba. Call kana WhatsApp 0771234567',
  ),
  sn(
    null,
    'Honda Fit RS on reservation basis',
    'YATENGWA, muridzi achauya kuitora Chishanu. Maita basa kune vese vakabvunza.',
  ),
  sn(
    null,
    'Toyota Aqua 2014 inotengeswa',
    'Yakachena, 80 000km. $6800 neg. Tinotora EcoCash, swipe kana USD cash. Kuona kuMabvuku.',
  ),
  sn(
    null,
    'Transport iripo Harare kusvika Mutare',
    'Rori re5 tonne. Tinotakura fenicha nezvimwe, mari inoenderana nerwendo. Fonai kana WhatsApp 0771234567',
  ),
  sn(
    null,
    'Mabhegi evakadzi',
    'Mabhegi akanaka $20 rimwe. Courier kumataundi ese, mutengi ndiye anobhadhara kana atora pa depot.',
  ),
  sn(
    null,
    'Ndiri kutsvaga basa rekutyaira',
    'Ndine licence ye code 10 (class 2), ndakatyaira makore 6. Ndifonerei pa 0712 345 678',
  ),
  sn(
    null,
    'Kugadzirwa kwemafoni Copacabana',
    'Tinochinja screen, charging port, software. Uya nefoni yako ne PIN kuti tiedze mushure mekugadzira, zvinoitwa uchiona.',
  ),
  sn(
    null,
    'Tow truck 24hrs',
    'Tinokweva mota dzakafa kana dzakaita accident muHarare. Fonai 077 123 4567 chero nguva.',
  ),
  sn(
    null,
    'EcoCash agent muMbare',
    'Cash in / cash out pa agent line yedu pachitoro. Tinotengesawo airtime nemagetsi.',
  ),
  sn(
    null,
    'Imba inotengeswa Dzivarasekwa',
    'Imba ine 4 rooms pa 200sqm, ine title deeds. $25 000. Kuona nekubvumirana, fonai +263 77 123 4567',
  ),
  sn(
    null,
    'Matende emichato',
    'Matende, macheya, decor. Deposit ye30% inobhuka zuva renyu mushure mekunge taenda tese kunzvimbo.',
  ),
  sn(
    null,
    'Makabati ekicheni',
    'Tinogadzira makabati ekicheni nesaizi yenyu. 50% deposit kuti titange, yasara kana taisa.',
  ),
  sn(
    null,
    'Huku dzemazuva',
    'Day old chicks $0.80 imwe. Orderai Muvhuro, bhadharai pamunotora Chinai kuChitungwiza.',
  ),
  sn(
    null,
    'Layby iripo - masofa',
    'Bhadhara deposit, yasara mumwedzi mitatu, sofa inogara muchitoro kusvika wapedza. Uya uone kutanga.',
  ),
  sn(
    null,
    'Car hire Harare',
    'Honda Fit $35 pazuva. Deposit ye $100 inodzoserwa, inobhadharwa paunotora mota.',
  ),
  sn(
    null,
    'Nissan X-Trail 2007',
    'Mapepa akakwana, matayaya matsva. Hapana deposit, uya uone uedze mota. Cash kana ecocash.',
  ),
  sn(
    null,
    'Driving school Glen View',
    'Dzidza kutyaira nesu, zvidzidzo 30 $150. Tinokubhukira road test ye code 10.',
  ),
  sn(
    null,
    'Kombi yekuhaya',
    'Quantum 15 seater yemichato, mariro nerwendo. Call kana app 0712-345-678',
  ),
  sn(null, 'Spares dzeToyota', 'Mainjini, magearbox. Tinounza muHarare, unobhadhara zvasvika.'),
  sn(
    null,
    'Makeke 🎂',
    'Makeke ebirthday nemichato kubva $20. Delivery mahara muCBD. dm for price',
  ),
  sn(
    null,
    'Borehole drilling',
    'Siting nekuchera borehole. $1 500 ye40m. Tinotanga tauya kunzvimbo yenyu tozobvumirana mutengo.',
  ),
  sn(
    null,
    'Gasi 9kg refill',
    'Gasi R250 kana $15 kana ZiG. Delivery $2 muGlen View, unobhadhara tasvika.',
  ),
  sn(
    null,
    'Magetsi eZESA',
    'Tengai ZESA pano, titumirei meter number nemari, tinokutumirai token mabhadhara.',
  ),
  sn(
    null,
    'Samsung A34 ine 2 sim',
    'Masim ese anoshanda, 128GB, haina kutsemuka. $200. WhatsApp chete 077 123 4567',
  ),
  sn(
    null,
    'Tecno Spark 20',
    'Ine WhatsApp, Telegram ne Facebook zvakaiswa kare, 256GB. $140 firm.',
  ),
  sn(
    null,
    'Wardrobe 4 door',
    '$170, unouya kuzotora kuHatfield. Ndifonerei kana kundi WhatsApp pa 0771-234-567',
  ),
  sn(null, 'Huku dze broiler 🐔', 'Dzipenyu $6, dzakacheneswa $7. Inbox kana fonai 0712345678'),
  sn(
    null,
    'Solar panels 550w',
    'Mapanels $95 rimwe, ari muchitoro chedu kuMsasa. Courier kumataundi ese mutengi achibhadhara.',
  ),
  sn(
    null,
    'Simende PPC 50kg',
    '$11 bhegi. Delivery iripo, mari yetransport inobhadharwa zvinhu zvasvika.',
  ),
  sn(null, 'Jecha rekuvaka', 'Rori re7 tonne $120 kusvika kumba. Fonai 0771 234 567'),
  sn(
    null,
    'Kuruka bvudzi kumba',
    'Knotless, cornrows, twists. Ndinouya kwauri muChitungwiza, mari yekufamba yakatobatanidzwa mumutengo.',
  ),
  sn(
    null,
    'Zvidzidzo zveMaths O level',
    'Mudzidzisi ane ruzivo, $5 paawa. Kuzvidzidzo muHighfield kana online. Call kana app.',
  ),
  sn(
    null,
    'Laptop HP i5',
    '8GB RAM, 256 SSD, battery inogara 4hrs. $220 kana R4000. Kuona mutown.',
  ),
  sn(
    null,
    'TV 43 inch Samsung',
    'Smart TV, YouTube neNetflix zvinoshanda. $200 neg, cash kana EcoCash.',
  ),
  sn(
    null,
    'Toyota Hilux 2016',
    'Double cab, 4x4. Yakachengeterwa mutengi, anoitora Chishanu. Tine imwe Hilux, inbox.',
  ),
  sn(
    null,
    'Imbwa dze Boerboel',
    'Dzakabayiwa jekiseni, 8 weeks. $150. Uya uone vabereki vadzo kuNorton usati wabhadhara chero chinhu.',
  ),
  sn(
    null,
    'Mbudzi dzinotengeswa',
    'Mbudzi $70 imwe kuMarondera. Tinokwanisa kurongera transport kuHarare, unobhadhara mutyairi kana asvika.',
  ),
  sn(
    null,
    'DStv installation',
    'Dish, decoder ne installation $80. Tinongoda kero yenyu ne smartcard number kuti tiactivate.',
  ),
  sn(
    null,
    'Mbatya dzevacheche',
    '0-6 months, zvipfeko 30 $25. Tora kuGreendale kana courier nemari yako.',
  ),
  sn(
    null,
    'Room dzevadzidzi pedyo neUZ',
    'Ma room $85 ane wifi ne solar. Uya uone, deposit unobhadhara pakusaina. Fonai 0712 345 678',
  ),
  sn(
    null,
    'Room iripo Mabelreign',
    'Room mumba yemhuri yakanyarara, $120 magetsi aripo. Kuona mahara, hapana agent fee, hapana mari inotanga kubhadharwa.',
  ),
  sn(
    null,
    'Stands kuRuwa - kubhadhara zvishoma',
    'Uya uone stands nesu paMugovera (mahara). 30% deposit yasara mumwedzi 12.',
  ),
  sn(
    null,
    'Lodge kuNyanga',
    'Ma room $40 pausiku ne breakfast. Bhukai nekufona, bhadharai masvika.',
  ),
  sn(
    null,
    'Mobile money agent Masvingo',
    'OneMoney ne EcoCash cash out, InnBucks, Mukuru. Tinovhura 7am-7pm parank.',
  ),
  sn(
    null,
    'Grocery delivery Chitungwiza',
    'Zvinhu zvegrocery kusvika pamusuwo. Bhadharai ne EcoCash merchant code zvinhu zvasvika.',
  ),
  sn(
    null,
    'Promo: 10% off shangu',
    'Svondo rino chete kuchitoro chedu kuAvondale, shandisa promo code SHANGU10 patill.',
  ),
  sn(
    null,
    'Magedhi nema burglar bars',
    'Tinogadzira magedhi, carports. Deposit yezvinhu, yasara kana taisa.',
  ),
  sn(
    null,
    'Toyota Corolla 2006',
    'Injini 1NZ, reg ADF 2291, 190 000km. $2900. Call kana WhatsApp +263 71 234 5678',
  ),
  sn(
    null,
    'Furiji Capri 2 door',
    'Inoshanda zvakanaka, $150. Ndinounza muHarare $10, unobhadhara yasvika.',
  ),
  sn(
    null,
    'Kuchinja screen reS21',
    'Ma screen original tichiisa uchimirira. Foni inofanira kuvhurwa kuti tiedze, iwe unoisa PIN yako wega.',
  ),
  sn(
    null,
    'Mazda BT50 on reservation basis',
    'Yatengwa, mutengi achaitora Muvhuro. Kana zvikasaita ndichaiisa zvakare.',
  ),
  sn(
    null,
    'Mubhedha ne mattress queen',
    'Yakashandiswa mwedzi 6, $130. Transport tinokwanisa kuronga, unobhadhara rori iwe pachako pazuva racho.',
  ),
  sn(
    null,
    'Chest freezer 200L',
    'Iri right. $180 kana R3300. Bhadharai ne EcoCash kunhamba ino kana cash paunotora.',
  ),
  sn(null, 'Shangu dzechikoro', 'Bata school shoes saizi 1-9, $18. Inbox me saizi yako.'),
  sn(
    null,
    'Mazai akawanda',
    'Tray ye30 $4.50, ZiG tinotora. Ma order emahotera nezvikoro tinogamuchira ne email, tinodzosera invoice.',
  ),
  sn(
    null,
    'Honda Fit 2011 cash',
    'Yakachena, $4100, hapana maagent. Kuona kuKuwadzana, fonai 0771234567',
  ),
  sn(
    null,
    'Mombe dziri kutengeswa',
    'Mombe 4 dzakakora kuMurewa, $500 imwe. Uya uzvione, mari unobhadhara pakutora.',
  ),
  sn(
    null,
    'Chibage 50kg',
    'Bhagi $12, kubva 10 bags. Tinounza muEpworth nemari shoma, unobhadhara tasvika.',
  ),
  sn(
    null,
    'Sofa 7 seater L-shape',
    'Sofa yakanaka $330. Ecocash inotambirwa pa 0771 234 567 kana cash paunotora kuWaterfalls.',
  ),
  sn(
    null,
    'iPhone 11 64GB',
    'Battery 86%, Face ID inoshanda. $230. Uya uione mutown usati wabhadhara.',
  ),
  sn(
    null,
    'Kombi spares',
    'Zvigadzirwa zvaQuantum ne Hiace. Courier kumataundi ese mutengi achibhadhara, mari paunotora.',
  ),
  sn(
    null,
    'Muchina wekusona',
    'Singer yemagetsi, inoshanda. $120 kana bond yakaenzana. Ndifonerei 0712 345 678',
  ),
  sn(
    null,
    'Cottage kuChisipite',
    '2 bedrooms, $500. Mwedzi wekutanga ne deposit pakusaina, kuona nekubhuka. Hapana mari yekuona.',
  ),
  sn(
    null,
    'Dhiraivha ane code 10',
    'Ndiri kutsvaga basa rekutyaira kombi kana mota yemunhu. Licence code 10 ne defensive. Call 077 123 4567',
  ),
  sn(
    null,
    'Toyota Wish 2008',
    'Seats 7, yakachena. $3500 neg. EcoCash inotambirwa. Kuona kuKambuzuma, mota ichiri pano.',
  ),
  sn(
    null,
    'Samsung A14 itsva',
    'Iri mubox, $130. Ecocash/inbox. Tinoshandisa Zimpost kutumira kumataundi, mutengi anobhadhara postage.',
  ),
  sn(null, 'Tank remvura 2500L', 'Tank rakashandiswa zvishoma, $90. Unozviunzira transport.'),
  sn(
    null,
    'Bales dzembatya',
    'Bales dzinobva kuMozambique dziri muchitoro chedu kuMbare. Uya uone, bhadhara paunotora.',
  ),
  sn(
    null,
    'Dhipoziti yeimba mushure mekuona',
    'Imba kuMufakose ine 3 rooms, $140. Dhipoziti inobhadharwa mushure mekuona chete. App 0771234567',
  ),
  sn(
    null,
    'Kutengesa marasha',
    'Marasha etani $60. Rori rinounza kuHarare, mari yerori inobhadharwa kuna mutyairi pakusvika.',
  ),

  sn(
    null,
    'Hall yekuhaya - michato',
    'Hall kuBelvedere ye vanhu 200. Booking fee $50 inobata zuva renyu mushure mekuona hall nesu.',
  ),
  sn(
    null,
    'Android TV box 4K',
    'Ine YouTube, Netflix, Telegram nema app ese. $45, fonai kana whatsapp +263 771 234 567',
  ),
  sn(
    null,
    'Toyota Vitz 2011 yakachena',
    'Hapana chaunobhadhara usati waiona, uya uione kuKuwadzana ubhadhare wafara. 0771 234 567',
  ),
  sn(
    null,
    'Zvidzidzo zveholiday Grade 7',
    'Makirasi madiki, $30 pamavhiki 2. Bhadharai pakirasi yekutanga kuti musungirwe nzvimbo.',
  ),
  sn(
    null,
    'Clearing agent kuBeitbridge',
    'Tinoclearer zvinhu zvenyu paBeitbridge. Mutengo unoenderana nezvinhu, munobhadhara kuhofisi yedu mapepa agadzirwa.',
  ),
  sn(
    null,
    'Maparcel Harare - Bulawayo mazuva ese',
    'Courier, maparcel madiki kubva $5. Bhadharai kuhofisi yedu kuCopa pamunotumira.',
  ),
  sn(
    null,
    'Runner kuMusina neJoni',
    'Tinokutengerai zvinhu kuSA tozviunza kuHarare. Unotanga waona zvinhu, wozobhadhara mutengo ne10% yetransport.',
  ),
  sn(
    null,
    'Makiyi emota',
    'Tinocheka makiyi toacoder ne immobiliser yemota yako uchimirira. Uya nemota nemapepa ayo.',
  ),
  sn(
    null,
    'Fuel coupons',
    'Ma coupon eZuva ne Total 20L, $30 rimwe. Tora kuhofisi yedu kuMsasa, cash kana ecocash.',
  ),
  sn(
    null,
    'Hampers dzeKisimusi 🎄',
    'Pinda muhamper club yedu, bhadhara mwedzi wega wega kuchitoro kuGlen View wotora hamper yako muna Zvita.',
  ),
  sn(
    null,
    'IMBA YEKURENTA ZIMRE PARK',
    '3 BEDROOMS, YARD HOMBE, $400. KUONA MUGOVERA 10AM. DEPOSIT NE MWEDZI WEKUTANGA PATINOSAINA. FONAI 0771 234 567',
  ),
  sn(
    null,
    'Nissan Caravan inotengeswa',
    'Inofamba zvakanaka, ine route permit. $6000. Uya nemakanika wako, bhadhara wagutsikana. Call/app 0712 345 678',
  ),
  sn(
    null,
    'Mafoni eWholesale muHarare',
    'Itel, Tecno, Infinix ari mumabox. Shop 23 Ximex mall, pindai mutenge. Cash USD, rand, ecocash.',
  ),
  sn(
    null,
    'Mukuru ne World Remit',
    'Torai mari yenyu kuagent yedu kuChinhoyi neID yenyu ne reference number yamakapihwa nemutumiri.',
  ),
  // ---------------------------------------------------------------- Ndebele: scams
  nd(
    'pay_before_viewing',
    'Indlu eqashwayo eNkulumane',
    'Indlu yamakamelo amathathu $200 ngenyanga. Thumela idiphozithi ka $80 ngaphambi kokuthi uyibone, umnikazi useUK',
  ),
  nd(
    'pay_before_viewing',
    'Ikamelo eliqashwayo ePumula',
    'Ikamelo $50 ngenyanga. Ubhadala imali yokubona (viewing fee) $5 kuqala',
  ),
  nd(
    'pay_before_viewing',
    'Cottage eSuburbs Bulawayo',
    'Cottage enhle ene geyser. Bhadala inyanga yokuqala nge EcoCash sikuthumelele amakhiye, umnikazi kakho',
  ),
  nd(
    'pay_before_viewing',
    'Amakamelo abafundi eNUST',
    'Amakamelo abafundi $70. Bhadala $25 ukubamba indawo yakho ungakafiki ukuzobona',
  ),
  nd(
    'pay_before_viewing',
    'Isiza sithengiswa eCowdray Park',
    'Isiza 200sqm. Bhadala $20 kuqala yokuhamba siyebona isiza',
  ),
  nd(
    'pay_before_viewing',
    'Flat eqashwayo eBelmont',
    'Flat encane $150. Thumela imali yokuqala ungakayiboni ngoba abantu banengi',
  ),
  nd(
    'reservation_fee',
    'Imota Honda Fit iyathengiswa',
    'Honda Fit 2013, ihamba kahle. $4500. Thumela $100 nge EcoCash ukuze ngikugcinele yona',
  ),
  nd(
    'reservation_fee',
    'Toyota Corolla',
    'Imota ihlanzekile. Booking fee $70 iyabamba imota kungabi lomunye oyithengayo',
  ),
  nd(
    'reservation_fee',
    'iPhone 11 64GB',
    'Ifoni ihlanzekile. Thumela $20 ngikugcinele yona kuze kube nguMgqibelo',
  ),
  nd(
    'reservation_fee',
    'Nissan Tiida 2010',
    'Bhadala i-reservation fee $120, imota izakulinda uze ufike',
  ),
  nd(
    'reservation_fee',
    'Ifriji Samsung',
    'Ifriji entsha $300. Thumela $15 ukuze ngingayithengiseli omunye',
  ),
  nd(
    'reservation_fee',
    'TOYOTA HILUX D4D',
    'Othumela kuqala $200 yokuvikela (secure) nguye othola imota. Akula ukudlala',
  ),
  nd(
    'transport_fee',
    'Ifriji entsha evela eGoli',
    'Ifriji $260. Bhadala imali yokuthutha $40 kuqala, ilori isuka eGoli',
  ),
  nd(
    'transport_fee',
    'Ama solar panels',
    'Asemngceleni eBeitbridge, bhadala i-clearance fee $90 ukuze akhutshwe',
  ),
  nd(
    'transport_fee',
    'Izimbuzi ziyathengiswa',
    'Izimbuzi $55 ngayinye, ziseGwanda. Thumela imali yelori $30 kuqala',
  ),
  nd(
    'transport_fee',
    'Impahla ye bales',
    'Bales ezivela eMozambique. Bhadala imali ye courier kuqala, impahla ifika ngensuku ezintathu',
  ),
  nd(
    'transport_fee',
    'Amathayi emota',
    'Amathayi amane $190. Asemngceleni, bhadala i-customs $60 kuqala',
  ),
  nd(
    'transport_fee',
    'Umbheda lematilasi',
    'Umbheda $170. Sizawuletha ekhaya kodwa bhadala i-transport $20 kuqala',
  ),
  nd(
    'other_number',
    'Isofa iyathengiswa',
    'Isofa $260. Bhadala ku EcoCash kamkami 0783 661 208 (Sipho)',
  ),
  nd(
    'other_number',
    'Umumbu uyathengiswa',
    'Isaka $13. Imali ithunyelwa ku 0719 882 410, yinombolo yebhizinisi',
  ),
  nd('other_number', 'Ifoni Itel S23', '$95. Thumela imali ku 078-224-6619 ubusungitshela'),
  nd(
    'other_number',
    'Ithange lamanzi 5000L',
    'Bhadala kumfowethu ku +263 78 900 1134, nguye olethanki',
  ),
  nd(
    'other_number',
    'Inkomo ziyathengiswa',
    'Inkomo ezimbili. Imali ithunyelwa ku InnBucks 0774 118 552, le nombolo ayilayo EcoCash',
  ),
  nd(
    'other_number',
    'Iyunifomu zesikolo',
    'Zonke izilinganiso. Thumela imali ku 0786 991 003 ubusuthumela i-proof lapha',
  ),
  nd(
    'code_request',
    'Samsung A34 entsha',
    'Ngizakuthumelela ikhodi nge-sms, ngithumele yona ukuze ngibone ukuthi ungumthengi wangempela',
  ),
  nd(
    'code_request',
    'Iwodrobhu',
    'Ukuze i-order yakho ingene uzathola ikhodi ku WhatsApp, ngithumele yona',
  ),
  nd('code_request', 'Toyota Vitz', 'Ngipha i-OTP ozayithola efonini yakho ukuze siqinisekise'),
  nd(
    'code_request',
    'Isitofu segas',
    'Ngizakubhalisa ukuthi ulethelwe, ngitshele ikhodi efika efonini',
  ),
  nd(
    'code_request',
    'Umklomelo: iTV 📺',
    'Halala! Thumela i-PIN oyithole ku EcoCash ukuze uthole iTV yakho',
  ),
  nd(
    'code_request',
    'Isiza e Umguza',
    'Sikuthumelele ikhodi, ngitshele yona ukuze i-booking iphele',
  ),
  nd(
    'off_platform',
    'PS5 ilama pad amabili',
    '$420. Ungangithumeleli lapha, ngithole ku Telegram @ps5byo',
  ),
  nd(
    'off_platform',
    'Amafoni ngobunengi',
    'Thumela i-email ku byo.phones@gmail.com uthole intengo',
  ),
  nd(
    'off_platform',
    'Honda Fit Hybrid',
    'Ngithole ku WhatsApp 0784 330 772, le nombolo angiyisebenzisi',
  ),
  nd(
    'off_platform',
    'Ijenereyitha 5kva',
    'Ngifonele kwenye inombolo 0775 668 120, lapha angitholakali',
  ),
  nd('off_platform', 'Amawigi', 'Joyina i-telegram group yethu t.me/byowigs ubone intengo'),
  nd('off_platform', 'Ikhontena 20ft', 'Sithole nge-email kuphela: contbyo@yahoo.com'),

  nd(
    'pay_before_viewing',
    'Amakamelo eBradfield',
    'Imali ye agent $20 ibhadalwa kuqala besengikutshengisa amakamelo. Ecocash/inbox',
  ),
  nd(
    'pay_before_viewing',
    'Ikamelo eNjube $60',
    'Ngisemsebenzini, thumela $60 ngikuphe isikhiye uzihambele uyebona',
  ),
  nd(
    'reservation_fee',
    'Imota eshibhileyo 🔥',
    'Toyota Belta 2010. Izathengwa masinyane, thumela $50 ngikupakele yona',
  ),
  nd(
    'reservation_fee',
    'Honda Insight',
    'Pay to secure 👉 $30 ecocash, imota ayisayikubuyela emakethe uze ufike',
  ),
  nd(
    'transport_fee',
    'Amafoni avela eDubai',
    'Imali ye shipping $45 ithunyelwe ifoni ingakathunyelwa, okuseleyo ubhadala isifikile',
  ),
  nd(
    'transport_fee',
    'Amafriji aseMusina',
    'Irunner ifuna $30 yamafutha ukuze ilethe ifriji isuka eMusina, thumela lamuhla',
  ),
  nd(
    'other_number',
    'Imibheda eshibhileyo',
    'Bhadala ku Chipo 0777 610 455 nguye i-cashier yami, ubusuthatha eBelmont',
  ),
  nd(
    'other_number',
    'Iblender le kitchen set',
    '$35 konke. Imali thumela ku OneMoney 0715 228 930 besesiletha',
  ),
  nd(
    'code_request',
    'EcoCash ethunyelwe ngephutha',
    'Ngikuthumelele imali ngephutha ngibhadala i-laptop, ngicela ungithumelele i-confirmation code oyitholileyo ngiyibuyise',
  ),
  nd(
    'code_request',
    'Idata mahala lefoni ngayinye',
    'Qinisekisa i-WhatsApp yakho ngokungithumelela izinombolo ezi 6 ezizafika, ngikuphe i-discount',
  ),
  nd('off_platform', 'Toyota Fortuner 2013', 'Ungafoni kule line, app me ku 0773 450 198 for pics'),
  nd(
    'off_platform',
    'Ama laptop egaming',
    'Inbox i-Facebook page yethu Byo Gaming Deals ukuze siphendule masinyane, lapha kasiphenduli',
  ),
  // ---------------------------------------------------------------- Ndebele: honest
  nd(
    null,
    'Ikamelo liyaqashwa eLuveve',
    'Ikamelo elikhulu $60 ngenyanga, amanzi lagetsi. Idiphozithi ibhadalwa emva kokubona ikamelo. Ngifonele ku 0771 234 567',
  ),
  nd(
    null,
    'Indlu iyaqashwa eMagwegwe',
    'Indlu yamakamelo amathathu $150. Inyanga yokuqala ledipositi kubhadalwa nxa usayina i-lease. Ukubona ngoMgqibelo',
  ),
  nd(
    null,
    'Cottage iyaqashwa eHillside',
    '$300 ngenyanga. Idiphozithi yenyanga eyodwa ibhadalwa nxa ungena. Call kumbe WhatsApp 0771234567',
  ),
  nd(
    null,
    'Honda Fit on reservation basis',
    'ITHENGIWE, umthengi uzayithatha ngoLwesihlanu. Siyabonga bonke ababuzileyo.',
  ),
  nd(
    null,
    'Toyota Aqua 2015 iyathengiswa',
    'Ihlanzekile, 75 000km. $7000 neg. Siyamukela i-EcoCash, swipe kumbe USD cash. Ukubona eMahatshula.',
  ),
  nd(
    null,
    'Ukuthutha kukhona Bulawayo - Harare',
    'Ilori ye 5 tonne. Sithutha ifenitsha lempahla, intengo ixhomeke ebangeni. Fona kumbe WhatsApp 0771234567',
  ),
  nd(
    null,
    'Amabhegi abesifazana',
    'Amabhegi amahle $20 ngalinye. Courier emadolobheni wonke, umthengi ubhadala nxa ethatha e depot.',
  ),
  nd(
    null,
    'Ngidinga umsebenzi wokutshayela',
    'Ngile licence ye code 10 (class 2), iminyaka eyi 7 ngitshayela. Ngifonele ku 0712 345 678',
  ),
  nd(
    null,
    'Ukulungisa amafoni edolobheni',
    'Sintshintsha i-screen, i-charging port. Letha ifoni lephinikhodi yayo ukuze siyihlole emva kokulungisa, ubona konke.',
  ),
  nd(
    null,
    'Tow truck 24hrs Bulawayo',
    'Sidonsa izimota ezifileyo lezengozi eBulawayo. Fona 077 123 4567 noma nini.',
  ),
  nd(
    null,
    'EcoCash agent eRenkini',
    'Cash in / cash out ku agent line yethu esitolo. Sithengisa lama airtime le ZESA.',
  ),
  nd(
    null,
    'Indlu ithengiswa eNketa',
    'Indlu yamakamelo amane ku 300sqm, lama title deeds. $30 000. Ukubona ngokuvumelana, fona +263 77 123 4567',
  ),
  nd(
    null,
    'Amathente emitshado',
    'Amathente, izitulo, decor. Idiphozithi ye 30% ibhuka usuku lwakho emva kokuba sihambe sonke siyebona indawo.',
  ),
  nd(
    null,
    'Amakhabhathi ekhitshini',
    'Senza amakhabhathi ngesilinganiso sakho. 50% deposit ukuze siqale, okuseleyo nxa sesiwafakile.',
  ),
  nd(
    null,
    'Amatshwele',
    'Day old chicks $0.80 ngalinye. Oda ngoMvulo, ubhadale nxa uthatha ngoLwesine eNkulumane.',
  ),
  nd(
    null,
    'Layby ikhona - amasofa',
    'Bhadala idiphozithi, okuseleyo ezinyangeni ezintathu, isofa ihlala esitolo uze uqede. Woza uyibone kuqala.',
  ),
  nd(
    null,
    'Car hire Bulawayo',
    'Honda Fit $35 ngelanga. Idiphozithi ye $100 iyabuyiswa, ibhadalwa nxa uthatha imota.',
  ),
  nd(
    null,
    'Nissan X-Trail 2009',
    'Amaphepha aphelele, amathayi amatsha. Akula deposit, woza uyibone uyihlole. Cash kumbe ecocash.',
  ),
  nd(
    null,
    'Isikolo sokutshayela',
    'Funda ukutshayela lathi eMpopoma, izifundo ezingu 30 $150. Sikubhukela i-road test ye code 10.',
  ),
  nd(
    null,
    'Ikombi iyaqhatshwa',
    'Quantum 15 seater yemitshado, imingcwabo lohambo. Call kumbe app 0712-345-678',
  ),
  nd(
    null,
    'Ama spares eToyota',
    'Ama engine, ama gearbox. Siletha eBulawayo, ubhadala nxa sekufikile.',
  ),
  nd(
    null,
    'Amakhekhe 🎂',
    'Amakhekhe e birthday lemitshado kusukela ku $20. Ukuletha mahala edolobheni. dm for price',
  ),
  nd(
    null,
    'Ukugebha i-borehole',
    'Siting lokugebha. $1 500 ye 40m. Siqala ngokuza endaweni yakho besesivumelana ngentengo.',
  ),
  nd(
    null,
    'Igasi 9kg refill',
    'Igasi R250 kumbe $15 kumbe ZiG. Ukuletha $2 eNkulumane, ubhadala nxa sifikile.',
  ),
  nd(
    null,
    'Ugesi we ZESA',
    'Thenga i-ZESA lapha, sithumele i-meter number lemali, sikuthumelele i-token usubhadele.',
  ),
  nd(
    null,
    'Samsung A34 dual sim',
    'Ama sim womabili ayasebenza, 128GB, ayiqhekekanga. $200. WhatsApp kuphela 077 123 4567',
  ),
  nd(null, 'Tecno Spark 20', 'Ilama WhatsApp, Telegram le Facebook vele, 256GB. $140 firm.'),
  nd(
    null,
    'Iwodrobhu 4 door',
    '$170, uyazithathela eSuburbs. Ngifonele kumbe ungi WhatsApp ku 0771-234-567',
  ),
  nd(
    null,
    'Izinkukhu ze broiler 🐔',
    'Eziphilayo $6, ezihlutshiweyo $7. Inbox kumbe fona 0712345678',
  ),
  nd(
    null,
    'Ama solar panels 550w',
    'Ama panel $95 ngalinye, asesitolo sethu eDonnington. Courier emadolobheni wonke umthengi ebhadala.',
  ),
  nd(
    null,
    'Isamende PPC 50kg',
    '$11 ngesaka. Siyaletha, imali yokuthutha ibhadalwa nxa impahla ifikile.',
  ),
  nd(null, 'Isihlabathi sokwakha', 'Ilori ye 7 tonne $120 iletha ekhaya. Fona 0771 234 567'),
  nd(
    null,
    'Ukuluka inwele ekhaya',
    'Knotless, cornrows, twists. Ngiyeza kuwe eBulawayo, imali yokuhamba isingene entengweni.',
  ),
  nd(
    null,
    'Izifundo ze Maths O level',
    'Umfundisi ololwazi, $5 ngehola. Izifundo eMzilikazi kumbe online. Call kumbe app.',
  ),
  nd(
    null,
    'Laptop Lenovo i5',
    '8GB RAM, 256 SSD, ibhetri ihlala 4hrs. $220 kumbe R4000. Ukubona edolobheni.',
  ),
  nd(
    null,
    'TV 43 inch Hisense',
    'Smart TV, YouTube le Netflix kuyasebenza. $190 neg, cash kumbe EcoCash.',
  ),
  nd(
    null,
    'Toyota Hilux 2015',
    'Double cab, 4x4. Igcinelwe umthengi, uzayithatha ngoLwesihlanu. Sile enye iHilux, inbox.',
  ),
  nd(
    null,
    'Izinja ze Boerboel',
    'Zigonyiwe, 8 weeks. $150. Woza ubone abazali bazo eNtabazinduna ungakabhadali lutho.',
  ),
  nd(
    null,
    'Izimbuzi ziyathengiswa',
    'Izimbuzi $70 ngayinye eFilabusi. Singahlela ukuthutha eBulawayo, ubhadala umtshayeli nxa efikile.',
  ),
  nd(
    null,
    'DStv installation',
    'Dish, decoder le installation $80. Sidinga ikheli lakho le smartcard number kuphela ukuze si activate.',
  ),
  nd(
    null,
    'Izigqoko lezembatho zabantwana',
    '0-6 months, izembatho ezingu 30 $25. Thatha eKumalo kumbe courier ngemali yakho.',
  ),
  nd(
    null,
    'Amakamelo abafundi eLupane State',
    'Amakamelo $70 ale wifi le solar. Woza ubone, idiphozithi uyibhadala nxa usayina. Fona 0712 345 678',
  ),
  nd(
    null,
    'Ikamelo likhona eMorningside',
    'Ikamelo endlini yemuli ethuleyo, $110 lagesi. Ukubona mahala, akula agent fee, akula mali ebhadalwa kuqala.',
  ),
  nd(
    null,
    'Iziza eCowdray Park - ukubhadala kancane',
    'Woza ubone iziza lathi ngoMgqibelo (mahala). 30% deposit okuseleyo ezinyangeni ezingu 12.',
  ),
  nd(
    null,
    'Lodge eVic Falls',
    'Amakamelo $40 ngobusuku lebreakfast. Bhuka ngokufona, ubhadale nxa ufikile.',
  ),
  nd(
    null,
    'Mobile money agent eGwanda',
    'OneMoney le EcoCash cash out, InnBucks, Mukuru. Sivula 7am-7pm erenkini.',
  ),
  nd(
    null,
    'Ukuletha igrocery ePumula',
    'Igrocery iletha emnyango. Bhadala nge EcoCash merchant code nxa impahla ifikile.',
  ),
  nd(
    null,
    'Promo: 10% off izicathulo',
    'Leli viki kuphela esitolo sethu eBulawayo, sebenzisa i-promo code BYO10 ku till.',
  ),
  nd(
    null,
    'Amagede lama burglar bars',
    'Senza amagede, ama carport. Idiphozithi yezinto, okuseleyo nxa sesifakile.',
  ),
  nd(
    null,
    'Toyota Corolla 2005',
    'Injini 1NZ, reg ACX 5521, 200 000km. $2800. Call kumbe WhatsApp +263 71 234 5678',
  ),
  nd(
    null,
    'Ifriji Capri 2 door',
    'Isebenza kahle, $150. Ngiyaletha eBulawayo $10, ubhadala nxa ifikile.',
  ),
  nd(
    null,
    'Ukuntshintsha i-screen ye S21',
    'Ama screen original sikufakela ulindile. Ifoni kumele ivulwe ukuze siyihlole, wena ufaka i-PIN yakho ngokwakho.',
  ),
  nd(
    null,
    'Mazda BT50 on reservation basis',
    'Ithengiwe, umthengi uzayithatha ngoMvulo. Nxa kungahambi kahle ngizayifaka futhi.',
  ),
  nd(
    null,
    'Umbheda lematilasi queen',
    'Usebenze inyanga ezi 6, $130. Ukuthutha singakuhlela, ubhadala ilori ngokwakho ngalolosuku.',
  ),
  nd(
    null,
    'Chest freezer 200L',
    'Isebenza kahle. $180 kumbe R3300. Bhadala nge EcoCash kule nombolo kumbe cash nxa uthatha.',
  ),
  nd(null, 'Izicathulo zesikolo', 'Bata school shoes size 1-9, $18. Inbox me usayizi wakho.'),
  nd(
    null,
    'Amaqanda amanengi',
    'Itreyi ye 30 $4.50, ZiG siyamukela. Ama order ama hotela lezikolo siyawamukela nge email, sibuyisela i-invoice.',
  ),
  nd(
    null,
    'Honda Fit 2011 cash',
    'Ihlanzekile, $4100, akula ma agent. Ukubona eNkulumane, fona 0771234567',
  ),
  nd(
    null,
    'Inkomo ziyathengiswa',
    'Inkomo ezine ezinonileyo eNyamandlovu, $480 ngayinye. Woza uzibone, imali uyibhadala nxa uthatha.',
  ),
  nd(
    null,
    'Umumbu 50kg',
    'Isaka $12, kusukela ku 10. Siletha eBulawayo ngemali encane, ubhadala sesifikile.',
  ),
  nd(
    null,
    'Isofa 7 seater L-shape',
    'Isofa enhle $320. EcoCash iyamukelwa ku 0771 234 567 kumbe cash nxa uthatha eSauerstown.',
  ),
  nd(
    null,
    'iPhone XR 64GB',
    'Battery 84%, Face ID iyasebenza. $180. Woza uyibone edolobheni ungakabhadali.',
  ),
  nd(
    null,
    'Ama spares e kombi',
    'Izinto ze Quantum le Hiace. Courier emadolobheni wonke umthengi ebhadala, imali nxa uthatha.',
  ),
  nd(
    null,
    'Umtshina wokuthunga',
    'Singer kagesi, iyasebenza. $120 kumbe bond elingana. Ngifonele 0712 345 678',
  ),
  nd(
    null,
    'Cottage eBurnside',
    '2 bedrooms, $450. Inyanga yokuqala le deposit nxa usayina, ukubona ngokubhuka. Akula mali yokubona.',
  ),
  nd(
    null,
    'Umtshayeli ole code 10',
    'Ngidinga umsebenzi wokutshayela ikombi kumbe imota yomuntu. Licence code 10 le defensive. Call 077 123 4567',
  ),
  nd(
    null,
    'Toyota Wish 2009',
    'Seats 7, ihlanzekile. $3400 neg. EcoCash iyamukelwa. Ukubona eLobengula, imota ilapha.',
  ),
  nd(
    null,
    'Samsung A15 entsha',
    'Isese bhokisini, $140. Ecocash/inbox. Sithumela nge Zimpost emadolobheni, umthengi ubhadala i-postage.',
  ),
  nd(
    null,
    'Ithange lamanzi 2500L',
    'Ithange elisetshenziswe kancane, $90. Uziphathela eyakho transport.',
  ),
  nd(
    null,
    'Ama bales ezembatho',
    'Ama bales avela eMozambique asesitolo sethu eMakokoba. Woza ubone, bhadala nxa uthatha.',
  ),
  nd(
    null,
    'Idiphozithi emva kokubona',
    'Indlu eNjube yamakamelo amathathu, $140. Idiphozithi ibhadalwa emva kokubona kuphela. App 0771234567',
  ),
  nd(
    null,
    'Amalahle ayathengiswa',
    'Amalahle $55 ithani eHwange. Ilori iletha eBulawayo, imali yelori ibhadalwa kumtshayeli nxa efikile.',
  ),
  nd(
    null,
    'Iholo iyaqhatshwa - imitshado',
    'Iholo eNorth End yabantu abangu 200. Booking fee $50 ibamba usuku lwakho emva kokubona iholo lathi.',
  ),
  nd(
    null,
    'Android TV box 4K',
    'Ilama YouTube, Netflix, Telegram lazo zonke ama app. $45, fona kumbe whatsapp +263 771 234 567',
  ),
  nd(
    null,
    'Toyota Vitz 2011 ihlanzekile',
    'Akukho okubhadalayo ungakayiboni, woza uyibone eNkulumane ubhadale usuthokoza. 0771 234 567',
  ),
  nd(
    null,
    'Izifundo ze holiday Grade 7',
    'Amakilasi amancane, $30 ngamaviki amabili. Bhadala ngesifundo sokuqala ukuze ubambe indawo.',
  ),
  nd(
    null,
    'I-clearing agent eBeitbridge',
    'Sikhupha impahla yakho eBeitbridge lePlumtree. Intengo ixhomeke empahleni, ubhadala ehofisini yethu amaphepha eselungile.',
  ),
  nd(
    null,
    'Ama parcel Bulawayo - Harare nsuku zonke',
    'Courier, ama parcel amancane kusukela ku $5. Bhadala ehofisini yethu edolobheni nxa uthumela.',
  ),
  nd(
    null,
    'Irunner eMusina leGoli',
    'Sikuthengela impahla eSA siyilethe eBulawayo. Ubona impahla kuqala, ubusubhadala intengo le 10% yokuthutha.',
  ),
  nd(
    null,
    'Izikhiye zemota',
    'Siquma izikhiye sizifake ikhodi ye immobiliser yemota yakho ulindile. Woza lemota lamaphepha ayo.',
  ),
  nd(
    null,
    'Ama fuel coupons',
    'Ama coupon e Zuva le Total 20L, $30 ngalinye. Thatha ehofisini yethu eDonnington, cash kumbe ecocash.',
  ),
  nd(
    null,
    'Ama hamper kaKhisimusi 🎄',
    'Joyina i-hamper club yethu, bhadala inyanga ngenyanga esitolo eNkulumane uthathe i-hamper yakho ngoZibandlela.',
  ),
  nd(
    null,
    'INDLU IYAQASHWA EMZILIKAZI',
    'AMAKAMELO AMATHATHU, IGCEKE ELIKHULU, $350. UKUBONA NGOMGQIBELO 10AM. IDIPOZITHI LENYANGA YOKUQALA NXA SISAYINA. FONA 0771 234 567',
  ),
  nd(
    null,
    'Nissan Caravan iyathengiswa',
    'Ihamba kahle, ile route permit. $6000. Woza lomakhenikha wakho, ubhadale usuthokoza. Call/app 0712 345 678',
  ),
  nd(
    null,
    'Amafoni ngobunengi eBulawayo',
    'Itel, Tecno, Infinix asemabhokisini. Shop 12 edolobheni, ngena uthenge. Cash USD, rand, ecocash.',
  ),
  nd(
    null,
    'Mukuru le World Remit',
    'Thatha imali yakho ku agent yethu eGwanda nge ID yakho le reference number oyiphiwe ngothumelayo.',
  ),
];
