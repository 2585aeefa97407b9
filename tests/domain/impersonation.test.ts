/** Display names that pose as the marketplace or its staff, plain or disguised, are refused. */
import { describe, expect, it } from 'vitest';
import { profileFormErrors } from '@/domain';
import { impersonationMessage, posesAsMarketplace } from '@/domain/moderation/impersonation';

describe('display names posing as the marketplace', () => {
  it.each([
    'Musika Official Support',
    'Official',
    'Support',
    'Admin',
    'Musika Team',
    'Moderators',
    'WhatsApp Deals',
    'Whats App Help',
    'MusikaSupport',
    'Musika',
    'Suppоrt', // Cyrillic о
    'Admіn', // Cyrillic і
    'A\u00addmin', // soft hyphen
    'Mod\u200derator', // zero-width joiner
    'S u p p o r t',
    'Supp0rt',
    'Offic!al',
    'Off-icial',
    'Customer Care',
    'ＡＤＭＩＮ', // full-width letters
  ])('refuses %j', (name) => {
    expect(posesAsMarketplace(name)).toBe(true);
  });

  it.each([
    'Tendai Motors',
    'Badminton Club Harare',
    'Teamwork Builders',
    'Musikana Fashion', // Shona: girl
    'Steam Cleaning Bulawayo',
    'Supportive Care Nurses',
    "Chipo's Fashion Hub",
    'Passport Photos Mutare',
  ])('accepts %j', (name) => {
    expect(posesAsMarketplace(name)).toBe(false);
  });

  it('reads the marketplace name it is given, disguised or not', () => {
    expect(posesAsMarketplace('Zim Market Deals', 'Zim Market')).toBe(true);
    expect(posesAsMarketplace('Zimbabwe Market Deals', 'Zim Market')).toBe(false);
    expect(posesAsMarketplace('ZimMarket', 'Zim Market')).toBe(true);
    expect(posesAsMarketplace('Zіm Market', 'Zim Market')).toBe(true);
    expect(posesAsMarketplace('Musika', 'Zim Market')).toBe(false);
  });

  it('shows the refusal on the profile form', () => {
    const errors = profileFormErrors({
      displayName: 'Musika Official Support',
      contactNumber: '+263 77 111 1111',
      city: 'harare',
    });
    expect(errors.displayName).toBe(impersonationMessage());
    expect(impersonationMessage()).toBe(
      'A display name cannot pose as Musika or its staff: leave out words like "Musika", ' +
        '"Official", "Support", "Admin", "Team", "Moderator" and "WhatsApp".',
    );
  });
});
