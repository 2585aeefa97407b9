/**
 * Shapes of the admin answers, as the app reads them. The domain schemas describe what the server
 * sends; these add the few fields the admin views read that only the admin endpoints carry.
 */
export interface DailyViews {
  views: number;
  date?: string;
}

export interface AdminStats {
  totalContacts: number;
  totalListings: number;
  cumulativeViews: number;
  dailyViews: DailyViews[];
}

export interface AdminPrice {
  type?: string;
  amount?: number;
  minAmount?: number;
  maxAmount?: number;
  frequency?: string;
  description?: string;
  isNegotiable?: boolean;
}

export interface SellerSummary {
  _id: string;
  displayName?: string | null;
  phone?: string | null;
  city?: string | null;
}

export interface AdminListing {
  _id: string;
  title: string;
  type: string;
  subType?: string | null;
  city?: string | null;
  images?: string[];
  views: number;
  createdAt: string;
  price?: AdminPrice | null;
  /** The seller's id, or the seller itself when the server joins it in. */
  seller: string | SellerSummary;
  sellerName?: string | null;
  sellerPhone?: string | null;
}

export interface AdminSeller {
  _id: string;
  displayName?: string | null;
  phone: string;
  city?: string | null;
  createdAt: string;
  listingCount?: number;
}

export interface AdminContact {
  phoneNumber: string;
  messageCount: number;
  lastMessage: string | null;
}

export interface ConversationMessage {
  _id: string;
  direction: 'inbound' | 'outbound';
  content: { text?: string | null; imageUrl?: string | null };
  createdAt: string;
}

export interface ListingView {
  _id: string;
  viewerPhone: string;
  createdAt: string;
}
