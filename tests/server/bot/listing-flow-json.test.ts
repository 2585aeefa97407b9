/**
 * The listing form's Flow JSON: the structure Meta's Flow JSON reference documents (version,
 * screens, a SingleColumnLayout, a Form, component names and limits, one PhotoPicker at the top
 * of the `complete` payload), and the app's own catalogue and limits in it.
 */
import { describe, expect, it } from 'vitest';
import { FORM_CITIES, LISTING_TYPES, subTypesOf } from '@/domain/catalogue';
import { IMAGE_LIMITS } from '@/domain/constants';
import { TEXT_LIMITS } from '@/domain/schemas/common';
import {
  FLOW_FIELDS,
  listingFlowJson,
  LISTING_SCREEN,
} from '@/server/bot/conversation/sell/flow/flow-json';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object under `key` (a JSON object, or the test fails here). */
function nodeAt(node: Node, key: string): Node {
  const value = node[key];
  if (!isNode(value)) throw new Error(`${key} is not an object`);
  return value;
}

/** The list of objects under `key` (or the test fails here). */
function nodesAt(node: Node, key: string): Node[] {
  const value: unknown = node[key];
  if (!Array.isArray(value) || !value.every(isNode)) {
    throw new Error(`${key} is not a list of objects`);
  }
  return value;
}

const flow: Node = listingFlowJson();
const screens = nodesAt(flow, 'screens');
const screen = screens[0]!;
const layout = nodeAt(screen, 'layout');
const form = nodesAt(layout, 'children')[0]!;
const children = nodesAt(form, 'children');
const component = (name: string) => children.find((c) => c.name === name)!;
const options = (name: string) => nodesAt(component(name), 'data-source');

/** Components the Flow JSON reference lists, with the properties each may have. */
const KNOWN: Record<string, readonly string[]> = {
  PhotoPicker: [
    'type',
    'name',
    'label',
    'description',
    'photo-source',
    'max-file-size-kb',
    'min-uploaded-photos',
    'max-uploaded-photos',
    'enabled',
    'visible',
    'error-message',
  ],
  Dropdown: [
    'type',
    'name',
    'label',
    'data-source',
    'required',
    'enabled',
    'visible',
    'on-select-action',
    'on-unselect-action',
  ],
  TextInput: [
    'type',
    'name',
    'label',
    'input-type',
    'pattern',
    'required',
    'min-chars',
    'max-chars',
    'helper-text',
    'visible',
  ],
  TextArea: [
    'type',
    'name',
    'label',
    'required',
    'max-length',
    'helper-text',
    'enabled',
    'visible',
  ],
  Footer: [
    'type',
    'label',
    'on-click-action',
    'left-caption',
    'center-caption',
    'right-caption',
    'enabled',
  ],
};

describe('the listing form (Flow JSON)', () => {
  it('has the documented top level: a version, one terminal screen in a single column', () => {
    expect(Object.keys(flow).sort()).toEqual(['screens', 'version']);
    expect(Number(flow.version)).toBeGreaterThanOrEqual(6);
    expect(screens).toHaveLength(1);
    expect(screen.id).toBe(LISTING_SCREEN);
    expect(screen.id).not.toBe('SUCCESS');
    expect(screen.terminal).toBe(true);
    expect(layout.type).toBe('SingleColumnLayout');
    expect(form.type).toBe('Form');
    // Every field of the screen's data declares an example, as the reference requires.
    for (const field of Object.values(nodeAt(screen, 'data'))) {
      expect(field).toHaveProperty('__example__');
    }
  });

  it('uses only documented components and properties, within their limits', () => {
    const names = new Set<string>();
    for (const c of children) {
      const type = c.type as string;
      expect(KNOWN[type], type).toBeDefined();
      for (const key of Object.keys(c)) expect(KNOWN[type], `${type}.${key}`).toContain(key);
      if (c.name) {
        expect(names.has(c.name as string)).toBe(false);
        names.add(c.name as string);
      }
      const label = c.label as string;
      if (type === 'Dropdown' || type === 'TextInput' || type === 'TextArea') {
        expect(label.length, label).toBeLessThanOrEqual(20);
      }
      if (type === 'PhotoPicker') expect(label.length).toBeLessThanOrEqual(80);
      if (type === 'Footer') expect(label.length).toBeLessThanOrEqual(35);
      if (typeof c['helper-text'] === 'string') {
        expect((c['helper-text'] as string).length).toBeLessThanOrEqual(80);
      }
      if (Array.isArray(c['data-source'])) {
        const items = nodesAt(c, 'data-source');
        expect(items.length).toBeGreaterThanOrEqual(1);
        expect(items.length).toBeLessThanOrEqual(200);
        for (const item of items) expect((item.title as string).length).toBeLessThanOrEqual(30);
      }
    }
    expect(children.filter((c) => c.type === 'PhotoPicker')).toHaveLength(1);
    const footer = children.at(-1)!;
    expect(footer.type).toBe('Footer');
  });

  it("carries the app's photo rules: 1 to 4 photos of at most 10 MB, within a completion's 10", () => {
    const photos = component(FLOW_FIELDS.photos);
    expect(photos.type).toBe('PhotoPicker');
    expect(photos['min-uploaded-photos']).toBe(1);
    expect(photos['max-uploaded-photos']).toBe(IMAGE_LIMITS.maxFiles);
    expect(photos['max-uploaded-photos']).toBeLessThanOrEqual(10);
    expect(photos['max-file-size-kb']).toBe(IMAGE_LIMITS.maxBytes / 1024);
  });

  it("offers the app's 24 types, each filling the sub-types with its own through update_data", () => {
    const types = options(FLOW_FIELDS.type);
    expect(types.map((t) => t.id)).toEqual(LISTING_TYPES.map((t) => t.value));
    for (const type of types) {
      const action = nodeAt(type, 'on-select-action');
      expect(action.name).toBe('update_data');
      const payload = nodeAt(action, 'payload');
      const subTypes = nodesAt(payload, 'sub_types');
      expect(subTypes.map((s) => s.id)).toEqual(subTypesOf(type.id).map((s) => s.value));
      expect(payload.has_sub_types).toBe(subTypes.length > 0);
    }
    expect(component(FLOW_FIELDS.subType)['data-source']).toBe('${data.sub_types}');
  });

  it("offers the app's towns, and its text limits", () => {
    expect(options(FLOW_FIELDS.city).map((c) => c.id)).toEqual(FORM_CITIES.map((c) => c.value));
    expect(component(FLOW_FIELDS.title)['max-chars']).toBe(String(TEXT_LIMITS.title));
    expect(component(FLOW_FIELDS.town)['max-chars']).toBe(String(TEXT_LIMITS.town));
    expect(component(FLOW_FIELDS.description)['max-length']).toBe(String(TEXT_LIMITS.description));
    for (const name of [FLOW_FIELDS.type, FLOW_FIELDS.title, FLOW_FIELDS.price, FLOW_FIELDS.city]) {
      expect(component(name).required, name).toBe(true);
    }
  });

  it('completes with every answer at the top of the payload, the photos among them', () => {
    const action = nodeAt(children.at(-1)!, 'on-click-action');
    expect(action.name).toBe('complete');
    const payload = nodeAt(action, 'payload');
    expect(Object.keys(payload).sort()).toEqual(Object.values(FLOW_FIELDS).sort());
    for (const name of Object.values(FLOW_FIELDS)) {
      expect(payload[name]).toBe(`\${form.${name}}`);
    }
  });
});
