import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  HEADER_NAME_MAX,
  IMAGE_COMPRESSION,
  IMAGE_LIMITS,
  LOGIN_CODE_LENGTH,
  LOGIN_COOKIE_DAYS,
  PHONE_SUFFIX_LENGTH,
  PROFILE_BANNER_MS,
  QUERY_GC_MS,
  RESTORE_TIMEOUT_MS,
  SIGNIN_MESSAGE_MS,
  STEP_ADVANCE_MS,
  TABLE_ROW_HEIGHT,
  TODAY_VIEWS_INDEX,
} from '@/domain';

describe('constants of spec section 9', () => {
  it.each([
    ['max files', IMAGE_LIMITS.maxFiles, 4],
    ['max bytes', IMAGE_LIMITS.maxBytes, 10485760],
    ['compression MB', IMAGE_COMPRESSION.maxSizeMB, 0.9],
    ['compression side', IMAGE_COMPRESSION.maxWidthOrHeight, 1920],
    ['cookie days', LOGIN_COOKIE_DAYS, 15],
    ['sign-in message ms', SIGNIN_MESSAGE_MS, 5000],
    ['profile banner ms', PROFILE_BANNER_MS, 3000],
    ['step advance ms', STEP_ADVANCE_MS, 200],
    ['restore timeout ms', RESTORE_TIMEOUT_MS, 5000],
    ['query gc ms', QUERY_GC_MS, 60000],
    ['row height wide', TABLE_ROW_HEIGHT.wide, 76],
    ['row height narrow', TABLE_ROW_HEIGHT.narrow, 96],
    ['narrow below', TABLE_ROW_HEIGHT.narrowBelow, 768],
    ['header name max', HEADER_NAME_MAX, 10],
    ['phone suffix length', PHONE_SUFFIX_LENGTH, 3],
    ['code length', LOGIN_CODE_LENGTH, 4],
    ['today views index', TODAY_VIEWS_INDEX, 6],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('allows JPG, PNG and WebP only', () => {
    expect(IMAGE_LIMITS.types).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(IMAGE_LIMITS.extensions).toEqual(['.jpg', '.jpeg', '.png', '.webp']);
  });

  it('has the spec breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, xsm: 480, sm: 600, md: 960, lg: 1280, xl: 1920 });
  });
});
