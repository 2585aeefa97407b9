/**
 * Demo buyers and what they asked the bot. Each script is played through the real bot (search,
 * paging, choosing a result), on a clock set in the past, so conversations, contacts and views
 * are the ones the bot itself would have stored (buyer-chats.ts).
 */
export interface BuyerScript {
  phone: string;
  daysAgo: number;
  /**
   * Each step is a text the buyer sent; `pick` then chooses that row of the results, and `chat`
   * has the buyer tap the chosen listing's chat link to its seller (a buyer chat).
   */
  steps: { text: string; pick?: number; chat?: true }[];
}

export const BUYER_SCRIPTS: BuyerScript[] = [
  {
    phone: '263713000101',
    daysAgo: 6,
    steps: [{ text: 'Hi' }, { text: 'Looking for a house in Harare', pick: 1, chat: true }],
  },
  {
    phone: '263713000102',
    daysAgo: 6,
    steps: [{ text: 'Looking for a plumber', pick: 1, chat: true }],
  },
  {
    phone: '263713000103',
    daysAgo: 5,
    steps: [{ text: "Looking for men's t-shirts", pick: 1 }, { text: 'more' }],
  },
  {
    phone: '263713000104',
    daysAgo: 5,
    steps: [{ text: 'laptop under $300 in Bulawayo', pick: 1, chat: true }, { text: 'Thanks' }],
  },
  {
    phone: '263713000105',
    daysAgo: 4,
    steps: [{ text: 'student accommodation near UZ', pick: 1 }],
  },
  {
    phone: '263713000106',
    daysAgo: 4,
    steps: [
      { text: 'toyota corolla', pick: 1, chat: true },
      { text: 'car hire harare', pick: 1 },
    ],
  },
  {
    phone: '263713000107',
    daysAgo: 3,
    steps: [{ text: 'Hello' }, { text: 'solar system installation', pick: 1 }],
  },
  {
    phone: '263713000108',
    daysAgo: 3,
    steps: [{ text: 'flat to rent in Avondale', pick: 1, chat: true }],
  },
  {
    phone: '263713000109',
    daysAgo: 2,
    steps: [
      { text: 'wedding dress', pick: 1 },
      { text: 'wedding catering', pick: 1, chat: true },
    ],
  },
  {
    phone: '263713000110',
    daysAgo: 2,
    steps: [
      { text: 'lodge in vic falls', pick: 1 },
      { text: 'game drive', pick: 1 },
    ],
  },
  {
    phone: '263713000111',
    daysAgo: 1,
    steps: [{ text: 'samsung phone', pick: 1 }],
  },
  {
    phone: '263713000112',
    daysAgo: 1,
    steps: [{ text: 'maths tutor for O level', pick: 1 }],
  },
  {
    phone: '263713000113',
    daysAgo: 0,
    steps: [{ text: 'stand for sale', pick: 1, chat: true }],
  },
  {
    phone: '263713000114',
    daysAgo: 0,
    steps: [{ text: 'braids in chitungwiza', pick: 1 }, { text: 'help' }],
  },
  {
    phone: '263713000115',
    daysAgo: 0,
    steps: [{ text: 'submarine for hire' }],
  },
];
