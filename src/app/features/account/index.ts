export { APPEAL_TEXT, SuspensionScreen } from './suspension-screen';
export {
  clearSuspension,
  getSuspension,
  noteSuspension,
  useSuspension,
  watchSuspension,
  type SuspensionNotice,
} from './suspension';
