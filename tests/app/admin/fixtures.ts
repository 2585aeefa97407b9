export const stats = {
  totalContacts: 12,
  totalListings: 3,
  cumulativeViews: 1234,
  totalLeads: 56,
  dailyViews: [
    { views: 1, date: '2025-01-01' },
    { views: 0, date: '2025-01-02' },
    { views: 4, date: '2025-01-03' },
    { views: 2, date: '2025-01-04' },
    { views: 9, date: '2025-01-05' },
    { views: 3, date: '2025-01-06' },
    { views: 7, leads: 2, date: '2025-01-07' },
  ],
};

const seller = (id: string, sellerName: string, sellerPhone: string) => ({
  seller: id,
  sellerName,
  sellerPhone,
});

export const listings = [
  {
    _id: 'l1',
    title: 'Toyota Corolla 2012',
    description: 'Clean car',
    type: 'vehicle',
    subType: 'car',
    city: 'Bulawayo',
    features: [],
    images: [],
    views: 40,
    createdAt: '2025-01-03T10:00:00.000Z',
    updatedAt: '2025-01-03T10:00:00.000Z',
    price: { type: 'fixed', amount: 5500 },
    ...seller('u1', 'Tendai Motors', '263771000001'),
  },
  {
    _id: 'l2',
    title: 'Two bedroom flat in Avondale',
    description: 'Near shops',
    type: 'real_estate',
    subType: 'apartment',
    city: 'Harare',
    features: [],
    images: [],
    views: 75,
    leads: 3,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    price: { type: 'monthly', amount: 450 },
    ...seller('u2', 'Rudo Homes', '263772000002'),
  },
  {
    _id: 'l3',
    title: 'Plumbing repairs',
    description: 'Any job',
    type: 'home_services',
    subType: 'plumber',
    city: 'Harare',
    features: [],
    images: [],
    views: 5,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...seller('u1', 'Tendai Motors', '263771000001'),
  },
];

export const sellers = [
  {
    _id: 'u1',
    displayName: 'Tendai Motors',
    phone: '263771000001',
    city: 'Bulawayo',
    createdAt: '2024-12-01T08:00:00.000Z',
    listingCount: 2,
  },
  {
    _id: 'u2',
    displayName: 'Rudo Homes',
    phone: '263772000002',
    city: 'Harare',
    createdAt: '2024-12-02T08:00:00.000Z',
    listingCount: 1,
  },
];

export const contacts = [
  { phoneNumber: '263775550001', messageCount: 4, lastMessage: '2025-01-07T09:30:00.000Z' },
  { phoneNumber: '263775550002', messageCount: 2, lastMessage: '2025-01-06T15:00:00.000Z' },
];

export const conversation = [
  {
    _id: 'm2',
    direction: 'outbound',
    content: { text: 'Here are 2 houses in Harare', imageUrl: null },
    createdAt: '2025-01-07T09:29:05.000Z',
  },
  {
    _id: 'm1',
    direction: 'inbound',
    content: { text: 'Looking for a house in Harare', imageUrl: null },
    createdAt: '2025-01-07T09:29:00.000Z',
  },
  {
    _id: 'm3',
    direction: 'outbound',
    content: { text: 'Two bedroom flat in Avondale', imageUrl: '/api/files/f1?thumbnail=1' },
    createdAt: '2025-01-07T09:29:06.000Z',
  },
];

export const views = [
  { _id: 'v1', viewerPhone: '263775550001', createdAt: '2025-01-06T11:00:00.000Z' },
  { _id: 'v2', viewerPhone: '263775550002', createdAt: '2025-01-07T12:15:00.000Z' },
];

export const adminRoutes = {
  '/admin/stats': stats,
  '/admin/listings': listings,
  '/admin/listings/top-viewed': [...listings].sort((a, b) => b.views - a.views),
  '/admin/sellers': sellers,
  '/admin/contacts': contacts,
  '/admin/contacts/263775550001/conversation': conversation,
  '/admin/listings/l2/views': views,
};
