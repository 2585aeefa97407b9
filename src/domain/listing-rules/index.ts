/**
 * The listing editor's rules (spec): which fields are shown for a form state,
 * which shown fields are required, which fields a change clears, the wizard steps, and the
 * required-field check. The server's create schema reuses these, so the editor and the API accept
 * exactly the same listings.
 */
export * from './form-fields';
export * from './dependants';
export * from './validation';
export * from './wizard-steps';
