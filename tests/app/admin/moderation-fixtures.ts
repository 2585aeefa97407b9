/** Answers of the moderation queue and the audit log, in the shapes of the domain contract. */
export const cases = [
  {
    _id: 'c1',
    listingId: 'l7',
    sellerId: 'u7',
    listingTitle: 'iPhone 14 Pro Max, 50 dollars',
    listingStatus: 'active',
    sellerName: 'Quick Deals',
    sellerPhone: '263771000007',
    sellerSuspended: false,
    reasons: [
      { code: 'reported' },
      { code: 'price_far_below', detail: 'Typical price in Harare: $900' },
    ],
    reportCount: 2,
    reports: [
      {
        reason: 'scam',
        note: 'Asked me to pay before seeing the phone',
        reporterPhone: '263775550009',
        createdAt: '2025-01-07T08:00:00.000Z',
      },
      { reason: 'wrong_details', createdAt: '2025-01-07T09:00:00.000Z' },
    ],
    photos: ['f71', 'f72'],
    openedAt: '2025-01-07T08:00:00.000Z',
  },
  {
    _id: 'c2',
    listingId: 'l8',
    sellerId: 'u8',
    listingTitle: 'Massage parlour special',
    listingStatus: 'active',
    moderation: { state: 'in_review', reason: 'Prohibited content', at: '2025-01-06T10:00:00Z' },
    sellerName: 'Chipo',
    sellerPhone: '263771000008',
    sellerSuspended: true,
    reasons: [{ code: 'prohibited_content', detail: 'matched "parlour special"' }],
    reportCount: 0,
    reports: [],
    photos: [],
    openedAt: '2025-01-06T10:00:00.000Z',
  },
];

export const auditEntries = [
  {
    _id: 'a1',
    adminPhone: '263770000001',
    action: 'hide',
    listingId: 'l7',
    sellerId: 'u7',
    reason: 'Scam: price far below market, buyer asked to pay first',
    before: { status: 'active', moderation: null },
    after: { status: 'active', moderation: { state: 'hidden', reason: 'Scam' } },
    createdAt: '2025-01-07T10:00:00.000Z',
  },
  {
    _id: 'a2',
    adminPhone: '263770000001',
    action: 'suspend',
    sellerId: 'u8',
    reason: 'Repeated prohibited content',
    before: { suspended: false },
    after: { suspended: true },
    createdAt: '2025-01-07T09:00:00.000Z',
  },
];
