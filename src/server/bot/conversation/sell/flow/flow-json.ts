/**
 * The listing form sellers fill in inside WhatsApp (a WhatsApp Flow), generated from the domain's
 * catalogue and limits so it offers the app's own types, sub-types and towns and keeps its rules:
 * at most IMAGE_LIMITS.maxFiles photos of at most IMAGE_LIMITS.maxBytes each, TEXT_LIMITS for the
 * words. `npm run flow:json` writes it for an operator to upload (Meta's Flow builder, or the
 * Flows API), whose published Flow's id is WHATSAPP_LISTING_FLOW_ID.
 *
 * Built against Meta's Flow JSON reference (developers.facebook.com/docs/whatsapp/flows/reference/
 * flowjson, .../components, .../media_upload): one terminal screen, a Form of a PhotoPicker,
 * Dropdowns, TextInputs and a TextArea, and a Footer whose `complete` action sends the answers
 * (with the flow_token WhatsApp adds) back as the completion. Choosing a type fills the sub-type
 * Dropdown through `update_data` (Flow JSON 6.0 and later), with no endpoint of ours involved.
 * WhatsApp's own limits apply: a Dropdown's label 20 characters and option titles 30, a
 * TextInput's label 20 and helper text 80, a Footer's label 35; PhotoPicker at most 10 photos in
 * a completion; one PhotoPicker per screen, its value only at the top of the `complete` payload.
 */
import {
  FORM_CITIES,
  LISTING_TYPES,
  OTHER_CITY,
  subTypesOf,
  type Option,
} from '@/domain/catalogue';
import { IMAGE_LIMITS } from '@/domain/constants';
import { TEXT_LIMITS } from '@/domain/schemas/common';
import { clip } from '@/server/bot/outbound';

/** The Flow JSON version the form is written in (PhotoPicker and update_data need it). */
export const FLOW_JSON_VERSION = '7.2';
/** The form's one screen: the Flow message opens it. */
export const LISTING_SCREEN = 'LISTING';

/** The names of the form's answers in the completion (the `complete` payload's keys). */
export const FLOW_FIELDS = {
  photos: 'photos',
  type: 'type',
  subType: 'sub_type',
  title: 'title',
  price: 'price',
  city: 'city',
  town: 'town',
  description: 'description',
} as const;

/** WhatsApp's limits on the form's parts (Flow JSON components reference). */
export const FLOW_LIMITS = {
  dropdownLabel: 20,
  optionTitle: 30,
  dropdownOptions: 200,
  inputLabel: 20,
  helperText: 80,
  footerLabel: 35,
  /** Photos a completion (the response message) may carry. */
  completionPhotos: 10,
} as const;

/** The screen's data before a type is chosen: no sub-types to offer yet. */
export const FLOW_INITIAL_DATA = { sub_types: [], has_sub_types: false };

type DataItem = { id: string; title: string };

const item = (option: Option): DataItem => ({
  id: option.value,
  title: clip(option.label, FLOW_LIMITS.optionTitle),
});

/** The type Dropdown's options: each fills the sub-type Dropdown with the type's sub-types. */
function typeOptions() {
  return LISTING_TYPES.map((type) => {
    const subTypes = subTypesOf(type.value).map(item);
    return {
      ...item(type),
      'on-select-action': {
        name: 'update_data',
        payload: { sub_types: subTypes, has_sub_types: subTypes.length > 0 },
      },
    };
  });
}

const PHOTO_MAX_KB = Math.floor(IMAGE_LIMITS.maxBytes / 1024);

/** The whole Flow JSON, as uploaded to Meta. */
export function listingFlowJson() {
  const f = FLOW_FIELDS;
  const payload = Object.fromEntries(
    Object.values(f).map((name) => [name, `\${form.${name}}`]),
  ) as Record<string, string>;
  return {
    version: FLOW_JSON_VERSION,
    screens: [
      {
        id: LISTING_SCREEN,
        title: 'List an item',
        terminal: true,
        data: {
          sub_types: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'string' }, title: { type: 'string' } },
            },
            __example__: subTypesOf(LISTING_TYPES[0]!.value).map(item),
          },
          has_sub_types: { type: 'boolean', __example__: true },
        },
        layout: {
          type: 'SingleColumnLayout',
          children: [
            {
              type: 'Form',
              name: 'listing',
              children: [
                {
                  type: 'PhotoPicker',
                  name: f.photos,
                  label: 'Photos',
                  description: `Up to ${IMAGE_LIMITS.maxFiles} photos of what you sell (JPEG, PNG or WebP).`,
                  'photo-source': 'camera_gallery',
                  'max-file-size-kb': PHOTO_MAX_KB,
                  'min-uploaded-photos': 1,
                  'max-uploaded-photos': IMAGE_LIMITS.maxFiles,
                },
                {
                  type: 'Dropdown',
                  name: f.type,
                  label: 'Category',
                  required: true,
                  'data-source': typeOptions(),
                },
                {
                  type: 'Dropdown',
                  name: f.subType,
                  label: 'Sub-category',
                  required: false,
                  visible: '${data.has_sub_types}',
                  'data-source': '${data.sub_types}',
                },
                {
                  type: 'TextInput',
                  name: f.title,
                  label: 'Title',
                  'input-type': 'text',
                  required: true,
                  'max-chars': String(TEXT_LIMITS.title),
                  'helper-text': 'For example "Toyota Corolla 2012"',
                },
                {
                  type: 'TextInput',
                  name: f.price,
                  label: 'Price (US$)',
                  'input-type': 'text',
                  required: true,
                  'max-chars': '60',
                  'helper-text': 'For example $4500, $300 per month or $50 neg',
                },
                {
                  type: 'Dropdown',
                  name: f.city,
                  label: 'Town',
                  required: true,
                  'data-source': FORM_CITIES.map(item),
                },
                {
                  type: 'TextInput',
                  name: f.town,
                  label: 'Town, if Other',
                  'input-type': 'text',
                  required: false,
                  'max-chars': String(TEXT_LIMITS.town),
                  'helper-text': `Only when the town is "${labelOf(FORM_CITIES, OTHER_CITY)}"`,
                },
                {
                  type: 'TextArea',
                  name: f.description,
                  label: 'Description',
                  required: false,
                  'max-length': String(TEXT_LIMITS.description),
                  'helper-text': 'A sentence or two about it (at least 10 letters)',
                },
                {
                  type: 'Footer',
                  label: 'Review',
                  'on-click-action': { name: 'complete', payload },
                },
              ],
            },
          ],
        },
      },
    ],
  };
}

function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
