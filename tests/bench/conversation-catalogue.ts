/**
 * Listings the conversation benchmark (conversation-labelled.bench.ts) adds to the discovery
 * catalogue (discovery-catalogue.ts): men's t-shirts beside a dress, uniforms and handbags;
 * flats and houses to rent and for sale in Avondale; and listings in a town outside the form's
 * list (City "Other" with the town typed, stored in `town`), whose details must name the town.
 */
import type { BenchListing } from './discovery-catalogue';

export interface ConversationListing extends BenchListing {
  /** The town's name when `city` is 'other' (what the seller typed). */
  town?: string;
}

const L = (listing: ConversationListing) => listing;

export const CONVERSATION_LISTINGS: ConversationListing[] = [
  L({
    key: 'tshirts-harare',
    type: 'fashion',
    subType: 'mens',
    title: "Men's plain t-shirts, all colours",
    description: 'Round neck cotton t-shirts for men, sizes S to XXL.',
    city: 'harare',
    price: 8,
  }),
  L({
    key: 'dress-harare',
    type: 'fashion',
    subType: 'womens',
    title: 'Floral summer dress',
    description: 'Ladies dress, knee length, sizes 32 to 40.',
    city: 'harare',
    price: 25,
  }),
  L({
    key: 'handbags',
    type: 'fashion',
    subType: 'bags',
    title: 'Ladies handbags',
    description: 'Leather handbags and clutch bags for women.',
    city: 'harare',
    price: 35,
  }),
  L({
    key: 'uniforms-harare',
    type: 'fashion',
    subType: 'kids',
    title: 'School uniforms for boys and girls',
    description: 'Shirts, shorts, tunics and jerseys for primary schools.',
    city: 'harare',
    price: 18,
  }),
  L({
    key: 'flat-rent-avondale',
    type: 'real_estate',
    subType: 'apartment',
    title: '2 bedroom flat to rent in Avondale',
    description: 'Second floor flat with balcony, borehole water and parking.',
    city: 'harare',
    neighborhood: 'avondale',
    price: 500,
    frequency: 'month',
    deal: 'rent',
  }),
  L({
    key: 'flat-rent-avondale-700',
    type: 'real_estate',
    subType: 'apartment',
    title: 'Modern 2 bed flat, Avondale',
    description: 'New 2 bedroom apartment with fitted kitchen, solar and a lift.',
    city: 'harare',
    neighborhood: 'avondale',
    price: 700,
    frequency: 'month',
    deal: 'rent',
  }),
  L({
    key: 'house-sale-avondale',
    type: 'real_estate',
    subType: 'house',
    title: '4 bedroom house for sale in Avondale',
    description: 'Title deeds, big garden, pool and staff quarters.',
    city: 'harare',
    neighborhood: 'avondale',
    price: 180000,
    deal: 'sale',
  }),
  L({
    key: 'flat-rent-byo',
    type: 'real_estate',
    subType: 'apartment',
    title: '2 bedroom flat to rent in Suburbs, Bulawayo',
    description: 'Quiet block, water tank, close to town.',
    city: 'bulawayo',
    price: 380,
    frequency: 'month',
    deal: 'rent',
  }),
  L({
    key: 'goats-gwanda-town',
    type: 'grocery_farm',
    subType: 'livestock',
    title: 'Boer goats from Gwanda',
    description: 'Young boer goats, vaccinated, sold per head.',
    city: 'other',
    town: 'Gwanda',
    price: 70,
  }),
  L({
    key: 'chairs-ruwa',
    type: 'services',
    subType: 'events',
    title: 'Chairs and tents for hire in Ruwa',
    description: 'Plastic chairs, tables and tents for weddings and funerals.',
    city: 'other',
    town: 'Ruwa',
    price: 50,
  }),
  L({
    key: 'fridge-beitbridge',
    type: 'electronics',
    subType: 'appliances',
    title: 'Defy fridge 300 litres',
    description: 'Used fridge in good condition, freezer on top.',
    city: 'other',
    town: 'Beitbridge',
    price: 180,
  }),
];
