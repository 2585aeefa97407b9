/**
 * A message body as the Cloud API takes it: the parts the tests read are typed (a text, an
 * interactive message, a template), the rest is as it was sent. A typing indicator has no type.
 */
export interface CloudApiBody {
  type?: string;
  text?: { body: string };
  interactive?: {
    type: string;
    header?: { type: string; text?: string };
    body: { text: string };
    footer?: { text: string };
    action: {
      /** A location request's or a Flow's action. */
      name?: string;
      /** A Flow's parameters. */
      parameters?: Record<string, unknown>;
      /** A media carousel's cards. */
      cards?: {
        card_index: number;
        header: { type: string; image: { link: string } };
        body: { text: string };
        action: { buttons: { type: string; quick_reply: { id: string; title: string } }[] };
      }[];
      button?: string;
      buttons?: { type: string; reply: { id: string; title: string } }[];
      sections?: {
        title?: string;
        rows: { id: string; title: string; description?: string }[];
      }[];
    };
  };
  template?: {
    name: string;
    language: { code: string };
    /** A body's parameters carry text, a quick-reply button's a payload. */
    components: { type: string; parameters: { type: string; text?: string; payload?: string }[] }[];
  };
  [key: string]: unknown;
}
