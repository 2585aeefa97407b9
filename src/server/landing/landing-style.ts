/**
 * The landing's one stylesheet, generated from the app's look (src/domain/theme-values.ts: the
 * brand teals, Mantine's greys, the readable secondary text, the font, the breakpoints and the
 * buttons' corners) and Mantine's component sizes, at a few kilobytes. Light only, as the app's
 * first paint is; 44 px touch targets on a phone, as the app's touch-targets.css.
 */
import { BREAKPOINTS, BUTTON_RADIUS_PX } from '@/domain/constants';
import {
  BRAND_SHADES,
  FONT_STACK,
  GRAY_SHADES,
  PRIMARY_SHADE,
  READABLE_SHADES,
  TEXT_SHADES,
  withAlpha,
} from '@/domain/theme-values';

const BRAND = BRAND_SHADES[PRIMARY_SHADE];
const BRAND_DARK = BRAND_SHADES[9];
const BRAND_LIGHT = withAlpha(BRAND, 0.1);
const BRAND_LIGHT_HOVER = withAlpha(BRAND, 0.12);
const DIMMED = TEXT_SHADES.light.dimmed;
const PLACEHOLDER = TEXT_SHADES.light.placeholder;
const GRAY_BACKGROUND = GRAY_SHADES[0];
const BORDER = GRAY_SHADES[3];
const INPUT_BORDER = GRAY_SHADES[4];
const OUTLINE_GRAY = GRAY_SHADES[8];
const TEXT_DARK = GRAY_SHADES[9];
const RED_LIGHT = withAlpha(READABLE_SHADES.red[0], 0.1);
const ROUND = `${BUTTON_RADIUS_PX}px`;
const SM = `@media (min-width:${BREAKPOINTS.sm / 16}em)`;
const PHONE = `@media (max-width:${(BREAKPOINTS.sm - 0.016) / 16}em)`;

const FONT = FONT_STACK.replace(/, /g, ',');

export const LANDING_CSS = [
  `*,*::before,*::after{box-sizing:border-box}`,
  `html{-webkit-text-size-adjust:100%}`,
  `body{margin:0;font-family:${FONT};font-size:16px;line-height:1.55;color:#000;background:#fff;-webkit-font-smoothing:antialiased}`,
  `h1,h2,p,ul,ol{margin:0;padding:0}ul,ol{list-style:none}`,
  `a{color:inherit;text-decoration:none}`,
  `svg{display:block;flex:none}`,
  `:focus-visible{outline:2px solid ${BRAND};outline-offset:2px}`,
  `.dim{color:${DIMMED}}.sm{font-size:14px;line-height:1.45}`,
  // The top bar.
  `.top{display:flex;align-items:center;justify-content:space-between;gap:16px;height:64px;padding:0 12px;border-bottom:1px solid ${BORDER}}`,
  `${SM}{.top{padding:0 20px}}`,
  `.brand{display:flex;align-items:center;gap:8px;min-height:44px}`,
  `.logo{display:flex;align-items:center;justify-content:center;width:34px;height:34px;border-radius:${ROUND};background:${BRAND};color:#fff}`,
  `.brand-name{font-size:18px;line-height:1.6;font-weight:700}.brand-name span{color:${BRAND}}`,
  // Buttons (Mantine's sizes sm and md, 32 px corners).
  `.btn{display:inline-flex;align-items:center;justify-content:center;gap:10px;height:36px;padding:0 18px;border:1px solid transparent;border-radius:${ROUND};font:inherit;font-size:14px;font-weight:600;line-height:1;cursor:pointer;white-space:nowrap;user-select:none}`,
  `.btn:active{transform:translateY(1px)}`,
  `.md{height:42px;padding:0 22px;font-size:16px}`,
  `.md.icon{padding-left:14.667px}`,
  `.filled{background:${BRAND};color:#fff}.filled:hover{background:${BRAND_DARK}}`,
  `.default{background:#fff;color:${TEXT_DARK};border-color:${INPUT_BORDER}}.default:hover{background:${GRAY_BACKGROUND}}`,
  `.light{background:${BRAND_LIGHT};color:${BRAND}}.light:hover{background:${BRAND_LIGHT_HOVER}}`,
  `.outline{background:transparent;color:${BRAND};border-color:${BRAND}}`,
  `.subtle{background:transparent;color:${BRAND};padding:0 18px 0 12px}.subtle:hover{background:${BRAND_LIGHT}}`,
  `${PHONE}{.btn{min-height:44px}}`,
  `[hidden]{display:none!important}`,
  // The landing.
  `.hero{padding:40px 0;background:linear-gradient(160deg,${BRAND_LIGHT} 0%,#fff 70%)}`,
  `.container{max-width:960px;margin:0 auto;padding:0 16px}`,
  `.stack{display:flex;flex-direction:column;align-items:center;gap:20px;text-align:center}`,
  `.badge{display:inline-flex;align-items:center;gap:5px;height:26px;padding:0 12px;border-radius:1000px;background:${BRAND_LIGHT};color:${BRAND};font-size:13px;font-weight:700;letter-spacing:.25px;line-height:24px}`,
  `h1{font-size:30px;line-height:1.15;font-weight:700;max-width:720px}`,
  `.intro{font-size:18px;line-height:1.6;max-width:560px}`,
  `.actions{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}`,
  `.chips{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;max-width:640px}`,
  `.chips li{height:20px;padding:0 10px;border:1px solid ${OUTLINE_GRAY};border-radius:${ROUND};color:${OUTLINE_GRAY};font-size:11px;font-weight:500;line-height:18px;letter-spacing:.25px;white-space:nowrap}`,
  `.body{padding-top:32px;padding-bottom:32px}`,
  `.grid{display:grid;grid-template-columns:1fr;gap:16px}`,
  `.card{display:flex;flex-direction:column;padding:20px;border:1px solid ${BORDER};border-radius:16px;background:#fff}`,
  `.ticon{display:flex;align-items:center;justify-content:center;width:40px;height:40px;margin-bottom:12px;border-radius:${ROUND};background:${BRAND_LIGHT};color:${BRAND}}`,
  `.strong{font-weight:600}`,
  `h2{font-size:22px;line-height:1.4;font-weight:700;margin:48px 0 16px;text-align:center}`,
  `h2.tight{margin-bottom:10px}`,
  `.step{display:flex;align-items:flex-start;gap:12px}`,
  `.num{display:flex;align-items:center;justify-content:center;flex:none;width:36px;height:36px;border-radius:${ROUND};background:${BRAND};color:#fff;font-weight:700;line-height:1}`,
  `.try{text-align:center;margin-bottom:16px}`,
  `.prompts{display:flex;flex-direction:column;gap:10px;max-width:460px;margin:0 auto}`,
  `.prompts a{display:flex;justify-content:space-between;padding:0 12px 0 18px}`,
  `footer{padding:20px 16px;background:${GRAY_BACKGROUND};text-align:center}`,
  `.anchor{color:${BRAND};text-decoration:underline}`,
  `${SM}{.hero{padding:72px 0}h1{font-size:44px}.body{padding-top:56px;padding-bottom:56px}.grid{grid-template-columns:repeat(3,1fr)}}`,
  // The sign-in steps.
  `.steps-page{min-height:100vh;background:${GRAY_BACKGROUND}}`,
  `.center{display:flex;justify-content:center;padding:24px 12px}`,
  `.panel{display:flex;flex-direction:column;gap:16px;width:100%;max-width:440px;padding:20px;border:1px solid ${BORDER};border-radius:16px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05),0 7px 7px -5px rgba(0,0,0,.04)}`,
  `${SM}{.center{padding:64px 12px}.panel{padding:32px}}`,
  `.panel h2{margin:0;text-align:left}`,
  `.mt4{margin-top:4px}`,
  `.block{display:flex;width:100%}`,
  `.center-text{text-align:center}`,
  // The link to code entry: 44 px tall for a finger on a phone, in the line's own place.
  `${PHONE}{.tap{display:inline-flex;align-items:center;min-height:44px;margin:-12px 0;vertical-align:middle}}`,
  `.fields{display:flex;align-items:flex-end;gap:16px}`,
  `.field{flex:1 1 0;min-width:0}`,
  `label{display:inline-block;font-size:14px;font-weight:500;line-height:1.55}`,
  `input{display:block;width:100%;height:36px;margin:0;padding:0 12px;border:1px solid ${INPUT_BORDER};border-radius:8px;background:#fff;color:#000;font:inherit;font-size:20px;letter-spacing:6px;text-align:center;outline:none}`,
  `input:focus{border-color:${BRAND}}input:focus-visible{outline:none}input::placeholder{color:${PLACEHOLDER}}input[readonly]{background:${GRAY_BACKGROUND}}`,
  `${PHONE}{input{height:44px}}`,
  `.alert{display:flex;align-items:center;gap:12px;min-height:56px;padding:16px;border-radius:8px;font-size:14px;line-height:1.55}`,
  `.alert.red{background:${RED_LIGHT}}.alert.brand{background:${BRAND_LIGHT}}`,
  `.spin{width:16px;height:16px;border:2px solid ${BRAND};border-right-color:transparent;border-radius:50%;animation:spin .8s linear infinite}`,
  `@keyframes spin{to{transform:rotate(360deg)}}`,
  `@media (prefers-reduced-motion:reduce){.spin{animation-duration:2.4s}}`,
].join('');

/** Code entry's form and messages, which the script fills. */
export const FORM_CSS = `.panel-form,.messages{display:flex;flex-direction:column;gap:16px}.messages:empty{display:none}`;
