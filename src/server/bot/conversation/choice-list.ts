/** A list of one section whose button names it (a report's reasons, a feedback's why). */
import type { ListRow, OutboundMessage } from '@/server/bot/outbound';

export const choiceList = (body: string, button: string, rows: ListRow[]): OutboundMessage => ({
  kind: 'list',
  body,
  button,
  sectionTitle: button,
  rows,
});
